/**
 * A count (plays, games) as people read it: 850, 9.9K, 12K, 1.2M, 3.4B. Millions and
 * over keep one decimal, as docs/product.md §2 has the game page show plays ("2.5M", "1.0M").
 * Figures are cut, never rounded up: 999,999 is "999K", not "1000K" or "1M", so a shown
 * figure never claims more than was counted.
 */
export function formatCount(count: number): string {
  const whole = Number.isFinite(count) && count > 0 ? Math.floor(count) : 0;
  if (whole < 1_000) return String(whole);
  if (whole < 10_000) return `${withTenths(Math.floor(whole / 100)).replace(/\.0$/, "")}K`;
  if (whole < 1_000_000) return `${Math.floor(whole / 1_000)}K`;
  if (whole < 1_000_000_000) return `${withTenths(Math.floor(whole / 100_000))}M`;
  return `${withTenths(Math.floor(whole / 100_000_000))}B`;
}

/**
 * A count with its noun, as the panel says it ("1 report", "9.9K reports"); with `shown`
 * String, the whole figure ("12345 games"), as a mail or the audit log says it.
 */
export function countOf(count: number, one: string, many: string, shown: (count: number) => string = formatCount): string {
  return `${shown(count)} ${count === 1 ? one : many}`;
}

/** 25 tenths -> "2.5": integer arithmetic, so no binary fraction turns 9.95 into "10.0". */
function withTenths(tenths: number): string {
  return `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

/** An ISO date ("2021-06-01") as "June 1, 2021", the same on server and browser. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The dashboard's average rating: one decimal, or "N/A" when no game is rated (docs/product.md §9). */
export function formatAverageRating(average: number | null): string {
  return average === null || !Number.isFinite(average) ? "N/A" : average.toFixed(1);
}
