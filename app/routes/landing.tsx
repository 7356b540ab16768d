/** A keyword landing page: every fixed keyword path and the one-segment catch-all `/{keyword}`. */
import { data, replace } from "react-router";
import { LandingPageView } from "~/components/landing-page-view";
import { faqPageJsonLd, freeBrowserGameJsonLd, JsonLd } from "~/lib/json-ld";
import { publicPageHeaders } from "~/lib/cache-headers";
import { STATIC_PAGE } from "~/lib/page-handle";
import { pageMeta } from "~/lib/page-meta";
import { pagePath } from "~/lib/paging";
import { siteFrom } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { landingEntry, redirectIfMoved } from "~/domain/content/reads.server";
import { landingGames } from "~/domain/landing-pages.server";
import { requirePageNumber } from "~/domain/page-number.server";
import { database } from "~/domain/runtime.server";
import type { Route } from "./+types/landing";

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFrom(matches);
  if (!data) return [{ title: `Page not found - ${site.siteName}` }, { name: "robots", content: "noindex" }];
  const onPage = data.pageNumber > 1 ? ` - Page ${data.pageNumber}` : "";
  return pageMeta(site, {
    title: landingTitle(`${data.page.title}${onPage}`, site.siteName),
    description: data.page.description,
    keywords: data.page.metaKeywords,
    path: pagePath(`/${data.page.keyword}`, data.pageNumber),
  });
}

const landingTitle = (title: string, siteName: string) => `${title} - ${siteName}`;

/** The same page for every visitor, so it can be shared; an unknown keyword's redirect is not. */
export const headers = publicPageHeaders;

/** Plain HTML in the browser: nothing here needs React (see page-handle.ts). */
export const handle = STATIC_PAGE;

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = await database();
  const page = await landingEntry(db, params.keyword);
  if (!page) {
    await redirectIfMoved(db, `/${params.keyword.trim()}`, new URL(request.url).search);
    // An unknown or empty keyword goes home: a 302 for crawlers, a history replace in the browser.
    throw replace("/");
  }
  const pageNumber = requirePageNumber(request, `/${page.keyword}`);
  const listed = await landingGames(db, page, pageNumber);
  if (!listed) throw data(null, { status: 404 });
  return { page, pageNumber, ...listed };
}

export default function Landing({ loaderData: { page, pageNumber, games, hasNextPage, mostPlayed } }: Route.ComponentProps) {
  const site = useSite();
  const path = `/${page.keyword}`;
  return (
    <>
      <JsonLd
        data={[
          freeBrowserGameJsonLd(site, {
            name: landingTitle(page.title, site.siteName),
            description: page.description,
            path,
            keywords: page.metaKeywords,
          }),
          faqPageJsonLd(page.content.faq),
        ]}
      />
      <LandingPageView
        content={page.content}
        games={{ games, mostPlayed, page: pageNumber, hasNextPage, pageHref: (to) => pagePath(path, to) }}
      />
    </>
  );
}
