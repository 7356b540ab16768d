import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { formatCount } from "~/lib/format";

interface PageLinksProps {
  page: number;
  hasNextPage: boolean;
  /** Page n's address. */
  pageHref: (page: number) => string;
  /** The number of pages, where the list is counted: "Page 2 of 7" instead of "Page 2". */
  pages?: number;
  /** The panel's lists: paging replaces the history entry and keeps the scroll position. */
  inPlace?: boolean;
}

/**
 * Previous and Next through a list's pages (nothing for a single page). They are plain
 * links, so they work on pages that are plain HTML and in browsers without JavaScript.
 */
export function PageLinks({ page, hasNextPage, pageHref, pages, inPlace = false }: PageLinksProps) {
  if (page <= 1 && !hasNextPage) return null;
  const link = (to: number, text: string, rel: "prev" | "next") => (
    <Link to={pageHref(to)} rel={rel} replace={inPlace} preventScrollReset={inPlace} className={buttonVariants({ variant: "secondary", size: "sm" })}>
      {text}
    </Link>
  );
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      {page > 1 ? link(page - 1, "Previous", "prev") : <span className="w-20" />}
      <span className="text-sm text-slate-300">{pages === undefined ? `Page ${formatCount(page)}` : `Page ${formatCount(page)} of ${formatCount(pages)}`}</span>
      {hasNextPage ? link(page + 1, "Next", "next") : <span className="w-20" />}
    </nav>
  );
}
