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
