import { isAdminPath } from "./admin-path";
import { EVENTS_PATH, MAX_EVENTS_PER_BATCH, UNCOUNTED_PAGE_META, type AnalyticsEvent, type CardPlacement, type ReferrerKind } from "./analytics";

/**
 * The one home of sending the portal's own analytics (lib/analytics.ts). Events wait in a
 * queue and leave together: FLUSH_DELAY_MS after the first, at once when FLUSH_AT wait, and
 * when the page is hidden or left, so leaving loses nothing. Sending never throws nor holds
 * the page up, and carries no cookie: the server counts, it does not recognise.
 */
const FLUSH_DELAY_MS = 5000;
const FLUSH_AT = 20;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function counted(): boolean {
  return !isAdminPath(location.pathname) && !document.querySelector(`meta[name="${UNCOUNTED_PAGE_META.name}"]`);
}

export function track(event: AnalyticsEvent): void {
  if (typeof document === "undefined" || !counted()) return;
  if (!listening) {
    listening = true;
    addEventListener("pagehide", flush);
    document.addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  }
  queue.push(event);
  if (queue.length >= FLUSH_AT) flush();
  else timer ??= setTimeout(flush, FLUSH_DELAY_MS);
}

function flush(): void {
  clearTimeout(timer);
  timer = undefined;
  for (const body of eventBatches(queue)) send(body);
  queue = [];
}

/** The request bodies that carry `events`: none for none, at most MAX_EVENTS_PER_BATCH in each. */
export function eventBatches(events: AnalyticsEvent[]): string[] {
  const bodies: string[] = [];
  for (let start = 0; start < events.length; start += MAX_EVENTS_PER_BATCH) {
    bodies.push(JSON.stringify({ events: events.slice(start, start + MAX_EVENTS_PER_BATCH) }));
  }
  return bodies;
}

/**
 * A keepalive fetch outlives the page as a beacon does, and unlike a beacon (which always
 * sends the site's cookies, such as the rating's visitor cookie) it can leave them behind.
 */
function send(body: string): void {
  try {
    fetch(EVENTS_PATH, { method: "POST", body, credentials: "omit", keepalive: true }).catch(() => undefined);
  } catch {
    // A body past the browser's keepalive quota: these events are lost, the page is not.
  }
}

const SEARCH_HOST =
  /(^|\.)(google\.(com?\.)?[a-z]+|bing\.com|duckduckgo\.com|yahoo\.(com?\.)?[a-z]+|yandex\.(com?\.)?[a-z]+|baidu\.com|ecosia\.org|qwant\.com|search\.brave\.com|startpage\.com|ask\.com|naver\.com|seznam\.cz)$/;
const SOCIAL_HOST =
  /(^|\.)(facebook\.com|fb\.com|instagram\.com|t\.co|twitter\.com|x\.com|reddit\.com|youtube\.com|youtu\.be|tiktok\.com|pinterest\.(com?\.)?[a-z]+|linkedin\.com|lnkd\.in|discord\.com|discord\.gg|whatsapp\.com|telegram\.org|t\.me|snapchat\.com|threads\.net|tumblr\.com|vk\.com)$/;

/** The kind of a page's referrer (`document.referrer`), so that the referrer itself is never sent. */
export function referrerKind(referrer: string, ownOrigin: string): ReferrerKind {
  if (!referrer) return "direct";
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return "other";
  }
  if (url.origin === ownOrigin) return "internal";
  if (SEARCH_HOST.test(url.hostname)) return "search";
  return SOCIAL_HOST.test(url.hostname) ? "social" : "other";
}

const ENTERED_BY_KEY = "zowii_entered_by";

/**
 * A page the browser loaded: the first of a visit (an entry, whose path is kept for the
 * visit's plays) unless it came from the site itself (a reload, a link in another tab).
 */
export function trackDocumentPageView(): void {
  if (!counted()) return;
  // A reload keeps the referrer that brought the visitor, but it is the same visit.
  const navigation = performance.getEntriesByType?.("navigation")[0] as PerformanceNavigationTiming | undefined;
  const referrer = navigation?.type === "reload" ? "internal" : referrerKind(document.referrer, location.origin);
  const entry = referrer !== "internal";
  if (entry) {
    try {
      sessionStorage.setItem(ENTERED_BY_KEY, location.pathname);
    } catch {
      // Storage refused: this visit's plays credit no page.
    }
  }
  track({ type: "page-view", path: location.pathname, referrer, entry });
}

/** The path this visit entered the site by, if known. */
export function enteredBy(): string | undefined {
  try {
    return sessionStorage.getItem(ENTERED_BY_KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * Card clicks, for every page (hydrated or plain HTML): a card is an element with
 * `data-game` (its slug) inside one with `data-placement` (GameSection and the rows).
 * Capturing sees the click before anything can stop it.
 */
export function trackCardClicks(): void {
  document.addEventListener(
    "click",
    (event) => {
      const card = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-game]") : null;
      const at = card?.closest<HTMLElement>("[data-placement]")?.dataset.placement;
      if (card?.dataset.game && at) track({ type: "card-click", game: card.dataset.game, at: at as CardPlacement });
    },
    true,
  );
}
