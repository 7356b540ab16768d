/**
 * What the configuration's sections are made of: zod schemas of one environment variable
 * each (a string, or unset; blank counts as unset), and readSection, which parses a section
 * over the environment once and stops the start at its first refusal. A refusal is said of
 * its variable: the StartupError's line is the variable's name (the schema's key, the
 * issue's path) followed by the message, so a section writes each name once.
 */
import { z } from "zod";
import { StartupError } from "./startup-error.server";

/** Parses a section's schema over the environment; its first refusal stops the start, in one line. */
export function readSection<Schema extends z.ZodType>(schema: Schema, env: NodeJS.ProcessEnv): z.output<Schema> {
  const result = schema.safeParse(env);
  if (result.success) return result.data;
  const [issue] = result.error.issues;
  throw new StartupError([...issue!.path.map(String), issue!.message].join(" "));
}

/**
 * Refuses the value being parsed with `message` (said after the variable's name), or, given
 * `variable`, another variable of the section (a check of two together).
 */
export function refuse(ctx: z.core.$RefinementCtx, message: string, variable?: string): never {
  ctx.addIssue(variable === undefined ? message : { code: "custom", message, path: [variable] });
  return z.NEVER;
}

const variable = z.string().optional();

/** The variable, trimmed; unset or blank is undefined. */
export const optionalText = variable.transform((raw) => raw?.trim() || undefined);

/** The variable, trimmed; unset or blank is `otherwise`. */
export const textOr = (otherwise: string) => variable.transform((raw) => raw?.trim() || otherwise);

/** "true" or "false" in any case; unset or blank is false. */
export const flag = variable.transform((raw, ctx) => {
  const value = raw?.trim().toLowerCase() ?? "";
  if (value === "" || value === "false") return false;
  if (value === "true") return true;
  return refuse(ctx, `must be true or false (got "${raw}").`);
});

/**
 * Digits alone, a number from `min` to `max`; unset or blank is `otherwise` (a function is
 * asked at each read). `refusal` is told the value, trimmed, and the variable as it was.
 */
export function wholeNumber({
  min = 0,
  max = Number.MAX_SAFE_INTEGER,
  otherwise,
  refusal,
}: {
  min?: number;
  max?: number;
  otherwise: number | (() => number);
  refusal: (value: string, raw: string) => string;
}) {
  return variable.transform((raw = "", ctx) => {
    const value = raw.trim();
    if (value === "") return typeof otherwise === "number" ? otherwise : otherwise();
    const number = Number(value);
    return /^\d+$/.test(value) && number >= min && number <= max ? number : refuse(ctx, refusal(value, raw));
  });
}

/**
 * Text that is a URL, answered as it was written; after optionalText or textOr:
 * `optionalText.pipe(url({ ... }).optional())`. `invalid` refuses what is no URL at all;
 * `protocols` (such as ["http:", "https:"]) are the ones it may start with, and `check`
 * refuses anything else about it (a message, or undefined when the URL is right).
 */
export function url({
  invalid,
  protocols,
  afterProtocol = "",
  check,
}: {
  invalid: (value: string) => string;
  protocols?: readonly string[];
  /** Said after "must start with ... (got PROTOCOL//)", such as what is expected. */
  afterProtocol?: string;
  check?: (url: URL) => string | undefined;
}) {
  return z.string().transform((value, ctx) => {
    let parsed: URL;
    try {
      parsed = new URL(value);
    } catch {
      return refuse(ctx, invalid(value));
    }
    if (protocols && !protocols.includes(parsed.protocol)) {
      const allowed = protocols.map((protocol) => `${protocol}//`).join(" or ");
      return refuse(ctx, `must start with ${allowed} (got ${parsed.protocol}//)${afterProtocol}.`);
    }
    const refusal = check?.(parsed);
    return refusal === undefined ? value : refuse(ctx, refusal);
  });
}

/** Entries separated by `separator`, each trimmed and then made canonical by `each`; blank ones are left out. */
export function list(separator: string | RegExp, each: (entry: string) => string = (entry) => entry) {
  return variable.transform((raw = "") =>
    raw
      .split(separator)
      .map((entry) => each(entry.trim()))
      .filter(Boolean),
  );
}
