/**
 * How long the stress tests run. By default each runs at the shortest length that still
 * shows its claim (every play counted once under load, nothing lost across kills, no server
 * error in the fuzz); `STRESS_LONG=1` gives the long runs whose figures docs/reliability.md
 * keeps. A variable of its own (LOAD_SECONDS, ...) overrides either.
 */
export const STRESS_LONG = process.env.STRESS_LONG === "1";

export function stressSetting(variable: string, { short, long }: { short: number; long: number }): number {
  return Number.parseInt(process.env[variable] ?? "", 10) || (STRESS_LONG ? long : short);
}
