import { Link } from "react-router";
import { buttonVariants } from "~/components/ui/button-variants";
import { formatCount } from "~/lib/format";

/** Previous and Next through a panel list's pages (nothing for a single page); `pageHref` gives page n's address. */
export function PageLinks({ page, pages, pageHref }: { page: number; pages: number; pageHref: (page: number) => string }) {
  if (pages <= 1) return null;
  const link = (to: number, text: string) => (
    <Link to={pageHref(to)} replace preventScrollReset className={buttonVariants({ variant: "secondary", size: "sm" })}>
      {text}
    </Link>
  );
  return (
    <nav aria-label="Pages" className="flex items-center justify-center gap-3">
      {page > 1 ? link(page - 1, "Previous") : <span className="w-20" />}
      <span className="text-sm text-slate-300">
        Page {formatCount(page)} of {formatCount(pages)}
      </span>
      {page < pages ? link(page + 1, "Next") : <span className="w-20" />}
    </nav>
  );
}
