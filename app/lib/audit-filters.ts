/**
 * What the Audit Log's address says it shows: who, what, when, which target, and a page.
 * One schema reads it in the loader and builds the links in the page; a value it cannot
 * read (an action it does not know, a date that is not one, an email longer than any) is
 * left out, as if the filter were empty, rather than failing.
 */
import { z } from "zod";

export const AUDIT_PAGE_SIZE = 50;

/** Every entry the audit log holds says one of these. */
export const AUDIT_ACTIONS = [
  "published game",
  "edited game",
  "deleted game",
  "unpublished game",
  "created administrator",
  "granted admin",
  "changed role",
  // Kept for the entries written before roles: a filter still finds them.
  "revoked admin",
  "changed password",
  "deleted account",
  "turned on two-factor authentication",
  "turned off two-factor authentication",
  "signed out other devices",
  "imported catalog",
  "imported feed",
  "allowed game host",
  "removed game host",
  "mapped feed category",
  "set hero game",
  "cleared hero game",
  "pinned trending game",
  "unpinned trending game",
  "moved trending pin",
  "saved feed",
  "changed saved feed",
  "deleted saved feed",
  "queued feed sync",
  "found game broken",
  "found game working again",
  "could not reach most game hosts",
  "kept game up",
  "stopped keeping game up",
  "turned on auto-hide of broken games",
  "turned off auto-hide of broken games",
  "queued game checks",
  "resolved game reports",
  "dismissed game reports",
  "turned on the daily digest mail",
  "turned off the daily digest mail",
  "created content entry",
  "edited content entry",
  "restored content version",
  "published content entry",
  "unpublished content entry",
  "deleted content entry",
  "loaded seed content",
  "failed sign-in",
  "failed two-factor code",
] as const;

export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * A day as the date field sends it (YYYY-MM-DD, a real day), read as UTC like every time
 * the panel shows. Before 1970 no entry was written, and PostgreSQL has no year 0.
 */
const day = z.iso
  .date()
  .refine((value) => value >= "1970-01-01")
  .optional()
  .catch(undefined);

/** Text typed into a filter: trimmed, and none when longer than the field allows. */
const typed = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .transform((value) => value || undefined)
    .optional()
    .catch(undefined);

export const AUDIT_FILTERS = z.object({
  /** The actor's email, or a command's or the checker's name, as the entry says it; any case. */
  who: typed(320),
  what: z.enum(AUDIT_ACTIONS).optional().catch(undefined),
  /** From the start of this day (UTC). */
  from: day,
  /** To the end of this day (UTC). */
  to: day,
  /** Text the target holds, in any case. */
  target: typed(200),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
});

export type AuditFilters = z.infer<typeof AUDIT_FILTERS>;

export function readAuditFilters(params: URLSearchParams): AuditFilters {
  // The last of a repeated parameter, as a form with two fields of one name sends it.
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return AUDIT_FILTERS.parse(raw);
}

export function isFiltered(filters: AuditFilters): boolean {
  return Boolean(filters.who || filters.what || filters.from || filters.to || filters.target);
}

/** The Audit Log's query for `filters` with `changes`; a changed filter goes back to page 1. */
export function auditSearch(current: AuditFilters, changes: Partial<AuditFilters> = {}): string {
  const next: AuditFilters = { ...current, ...("page" in changes ? {} : { page: 1 }), ...changes };
  const params = new URLSearchParams();
  for (const key of ["who", "what", "from", "to", "target", "page"] as const) {
    const value = next[key];
    if (value === undefined || (key === "page" && value === 1)) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}
