/**
 * Whether a game's host lets this site frame it. A host that refuses (X-Frame-Options, or
 * a Content-Security-Policy whose frame-ancestors leave us out) shows the browser's broken
 * frame, which a page cannot tell from a game still loading; the server reads the host's
 * answer and the game window shows "Game Failed to Load" instead.
 */
import { fetchOutbound, OutboundFetchError } from "../platform/outbound-fetch.server";
import { InFlight } from "../platform/in-flight.server";

export type FramingVerdict = "allowed" | "refused" | "unknown";

/** What a host's answer headers say about being framed by `siteOrigin`. */
export function framingVerdict(headers: Headers, siteOrigin: string): FramingVerdict {
  const frameOptions = (headers.get("x-frame-options") ?? "").trim().toLowerCase();
  // DENY, SAMEORIGIN (the game's origin is not ours) and the obsolete ALLOW-FROM all refuse us.
  if (frameOptions !== "" && frameOptions !== "allowall") return "refused";
  for (const policy of (headers.get("content-security-policy") ?? "").split(",")) {
    const directive = policy
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .find(([name]) => name?.toLowerCase() === "frame-ancestors");
    if (directive && !directive.slice(1).some((source) => sourceAllows(source, siteOrigin))) return "refused";
  }
  return "allowed";
}

/** Whether one frame-ancestors source admits the site's origin. */
function sourceAllows(source: string, siteOrigin: string): boolean {
  const site = new URL(siteOrigin);
  const value = source.toLowerCase().replace(/\/$/, "");
  if (value === "*") return true;
  if (value === "'none'" || value === "'self'") return false;
  if (/^[a-z][a-z0-9+.-]*:$/.test(value)) return site.protocol === value;
  const match = /^(?:([a-z][a-z0-9+.-]*):\/\/)?(\*\.)?([^:/]+)(?::(\d+|\*))?$/.exec(value);
  if (!match) return false;
  const [, scheme, wildcard, host, port] = match;
  if (scheme && `${scheme}:` !== site.protocol) return false;
  const hostOk = wildcard ? site.hostname.endsWith(`.${host}`) : site.hostname === host;
  const sitePort = site.port || (site.protocol === "https:" ? "443" : "80");
  const portOk = !port || port === "*" || port === sitePort;
  return hostOk && portOk;
}

const TIMEOUT_MS = 5_000;
const KEEP_MS = 60 * 60 * 1000;
const MAX_KEPT = 5_000;
const kept = new Map<string, { verdict: FramingVerdict; at: number }>();
const askingHosts = new InFlight<FramingVerdict>();

/**
 * Asks a game's host (at most once an hour per URL, once for all who ask meanwhile, each
 * redirect checked like the first address) whether it lets this site frame it. Only http(s) on public addresses, unless
 * `allowPrivate` (tests, a LAN install); any failure to learn is "unknown", never "refused":
 * the frame then decides as it always did.
 */
export async function gameFramingVerdict(gameUrl: string, siteOrigin: string, allowPrivate: boolean): Promise<FramingVerdict> {
  const known = kept.get(gameUrl);
  if (known && Date.now() - known.at < KEEP_MS) return known.verdict;
  const verdict = await askingHosts.run(gameUrl, () => askHost(gameUrl, siteOrigin, allowPrivate).catch((): FramingVerdict => "unknown"));
  kept.delete(gameUrl);
  kept.set(gameUrl, { verdict, at: Date.now() });
  if (kept.size > MAX_KEPT) kept.delete(kept.keys().next().value!);
  return verdict;
}

async function askHost(gameUrl: string, siteOrigin: string, allowPrivate: boolean): Promise<FramingVerdict> {
  try {
    // Only the headers are wanted.
    const answer = await fetchOutbound(gameUrl, { allowPrivate, timeoutMs: TIMEOUT_MS, maxBytes: 0, headersOnly: true, accept: "text/html" });
    return framingVerdict(answer.headers, siteOrigin);
  } catch (error) {
    if (error instanceof OutboundFetchError) return "unknown";
    throw error;
  }
}
