/**
 * Every one-segment address that is not one of the site's own pages: a keyword landing page,
 * or a content page the operator added at a path of its own.
 */
import { data, replace } from "react-router";
import { ContentPageView } from "~/components/content/content-page-view";
import { LandingPageView } from "~/components/landing-page-view";
import { faqPageJsonLd, freeBrowserGameJsonLd, JsonLd } from "~/lib/json-ld";
import { publicPageHeaders } from "~/lib/cache-headers";
import { STATIC_PAGE } from "~/lib/page-handle";
import { contentPageMeta, pageMeta } from "~/lib/page-meta";
import { pagePath } from "~/lib/paging";
import { playGamePath } from "~/lib/game";
import { siteFrom } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { contentPageData } from "~/domain/content/content-pages.server";
import { landingEntry, redirectIfMoved } from "~/domain/content/reads.server";
import { landingGames } from "~/domain/content/landing-pages.server";
import { gameBySlug } from "~/domain/catalog/reads.server";
import { requirePageNumber } from "~/domain/web/page-number.server";
import { database, serverConfig } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/landing";

export function meta({ data, matches }: Route.MetaArgs) {
  const site = siteFrom(matches);
  if (!data) return [{ title: `Page not found - ${site.siteName}` }, { name: "robots", content: "noindex" }];
  if (data.kind === "page") return contentPageMeta(site, data.page, data.path);
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
  if (page) {
    const pageNumber = requirePageNumber(request, `/${page.keyword}`);
    const listed = await landingGames(db, page, pageNumber);
    if (!listed) throw data(null, { status: 404 });
    // A page named after a catalog game (/agar-io) is about it: its play buttons start it (docs/product.md §10).
    const aboutGame = await gameBySlug(db, page.keyword);
    return { kind: "landing" as const, page, pageNumber, ...listed, playPath: aboutGame ? playGamePath(aboutGame.slug) : "/" };
  }
  const contentPage = await contentPageData(db, await serverConfig(), params.keyword);
  if (contentPage) return { kind: "page" as const, ...contentPage };
  await redirectIfMoved(db, `/${params.keyword.trim()}`, new URL(request.url).search);
  // An unknown or empty keyword goes home: a 302 for crawlers, a history replace in the browser.
  throw replace("/");
}

export default function OneSegmentPage({ loaderData }: Route.ComponentProps) {
  if (loaderData.kind === "page") return <ContentPageView page={loaderData.page} stats={loaderData.stats} contact={loaderData.contact} />;
  return <Landing {...loaderData} />;
}

function Landing({ page, pageNumber, games, hasNextPage, mostPlayed, playPath }: Extract<Route.ComponentProps["loaderData"], { kind: "landing" }>) {
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
        playPath={playPath}
        games={{ games, mostPlayed, page: pageNumber, hasNextPage, pageHref: (to) => pagePath(path, to) }}
      />
    </>
  );
}
