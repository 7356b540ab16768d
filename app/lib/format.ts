/** Plays in millions with one decimal, as the detail page shows them: 2,500,000 -> "2.5M". */
export function formatPlaysInMillions(plays: number): string {
  return `${(plays / 1_000_000).toFixed(1)}M`;
}

/** Plays for cards: 1234 -> "1.2K", 2500000 -> "2.5M". */
export function formatPlays(plays: number): string {
  if (plays >= 1_000_000) return formatPlaysInMillions(plays);
  if (plays >= 1_000) return `${(plays / 1_000).toFixed(1)}K`;
  return String(plays);
}

/** An ISO date ("2021-06-01") as "June 1, 2021", the same on server and browser. */
export function formatDate(isoDate: string): string {
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return date.toLocaleDateString("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "UTC" });
}

/** The dashboard's average rating: one decimal, or "N/A" when no game is rated (spec section 9). */
export function formatAverageRating(average: number | null): string {
  return average === null || !Number.isFinite(average) ? "N/A" : average.toFixed(1);
}
