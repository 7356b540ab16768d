/**
 * What Manage Games' address says it shows: a page, a sort and filters. One schema reads
 * it in the loader and builds the links in the page; anything it does not know falls back
 * to the default rather than failing.
 */
import { z } from "zod";
import { PUBLISH_CATEGORIES } from "./categories";
import { FEED_FORMAT_LABELS } from "./feed-formats";

export const MANAGE_PAGE_SIZE = 50;

export const MANAGE_SORTS = { newest: "Newest", title: "Title", plays: "Most played", rating: "Top rated" } as const;
export const MANAGE_STATUSES = { published: "Published", draft: "Draft" } as const;
export const MANAGE_PROVIDERS = { manual: "Added here", ...FEED_FORMAT_LABELS } as const;

const optionalEnum = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);
const keys = <T extends object>(record: T) => Object.keys(record) as [keyof T & string, ...(keyof T & string)[]];

export const MANAGE_FILTERS = z.object({
  q: z.string().max(100).catch("").default(""),
  page: z.coerce.number().int().min(1).max(100_000).catch(1).default(1),
  sort: z.enum(keys(MANAGE_SORTS)).catch("newest").default("newest"),
  category: optionalEnum(PUBLISH_CATEGORIES),
  status: optionalEnum(keys(MANAGE_STATUSES)),
  provider: optionalEnum(keys(MANAGE_PROVIDERS)),
  host: z
    .string()
    .max(260)
    .regex(/^(\*\.)?[a-z0-9.-]+(:\d{1,5})?$/i)
    .optional()
    .catch(undefined),
});

export type ManageFilters = z.infer<typeof MANAGE_FILTERS>;

export function readManageFilters(params: URLSearchParams): ManageFilters {
  const raw = Object.fromEntries([...params].filter(([, value]) => value !== ""));
  return MANAGE_FILTERS.parse(raw);
}

/** The address of Manage with `changes` applied; a changed filter goes back to page 1. */
export function manageSearch(current: ManageFilters, changes: Partial<ManageFilters>): string {
  const next: ManageFilters = { ...current, ...("page" in changes ? {} : { page: 1 }), ...changes };
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(next)) {
    if (value === undefined || value === "" || (key === "page" && value === 1) || (key === "sort" && value === "newest")) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "?";
}
