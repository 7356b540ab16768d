/**
 * The distributors' feed formats the import reads, by the names the panel shows (Import
 * Games, Feeds, Manage's Source filter). Safe for the browser: the readers themselves are
 * app/domain/feeds/feed-formats.server.ts.
 */
export const FEED_FORMAT_LABELS = {
  gamemonetize: "GameMonetize",
  gamepix: "GamePix",
  gamedistribution: "GameDistribution",
  zowii: "Zowii export",
} as const;

export type FeedFormat = keyof typeof FEED_FORMAT_LABELS;

export const FEED_FORMATS = Object.keys(FEED_FORMAT_LABELS) as [FeedFormat, ...FeedFormat[]];

/**
 * One page of a feed; the largest real feeds we know are a few MB. Here, with its words, for
 * the operator's command to refuse a larger file without loading the feed readers.
 */
export const FEED_MAX_BYTES = 20 * 1024 * 1024;

/** A feed file over the limit, as the panel's upload and the command both refuse it. */
export function feedTooLarge(maxBytes: number): string {
  return `The feed file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB. Import it in parts.`;
}

/** An import's counts as the command, the audit log, Feeds and Import Games all say them. */
export function feedSummaryLine(summary: { added: number; updated: number; unchanged: number; rejected: number }): string {
  return `${summary.added} added, ${summary.updated} updated, ${summary.unchanged} unchanged, ${summary.rejected} rejected`;
}
