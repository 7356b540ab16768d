import { PageLinks as ListPageLinks } from "~/components/page-links";

/** Previous and Next through a panel list's pages: counted, and paging keeps the operator's place. */
export function PageLinks({ page, pages, pageHref }: { page: number; pages: number; pageHref: (page: number) => string }) {
  return <ListPageLinks page={page} pages={pages} hasNextPage={page < pages} pageHref={pageHref} inPlace />;
}
