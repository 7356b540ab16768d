import { data, redirect } from "react-router";
import { MAX_PAGE_NUMBER } from "~/lib/constants";

/**
 * The page a public list's loader shows (`?page=N`, see lib/paging.ts), as a one-line
 * guard: none or an empty `?page=` is page 1 (the page cache ignores an empty parameter
 * too); a malformed number (0, -1, 01, 1.5, abc) and an explicit 1 are sent to the first
 * page for good (301); a number past any list is a 404. The list itself answers 404 for
 * a page past its own end.
 */
export function requirePageNumber(request: Request, firstPagePath: string): number {
  const value = new URL(request.url).searchParams.get("page");
  if (!value) return 1;
  if (!/^[1-9][0-9]*$/.test(value) || value === "1") throw redirect(firstPagePath, 301);
  const page = value.length <= String(MAX_PAGE_NUMBER).length ? Number(value) : Infinity;
  if (page > MAX_PAGE_NUMBER) throw data(null, { status: 404 });
  return page;
}
