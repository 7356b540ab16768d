/** The site's own marketing, safety, support and legal pages (docs/product.md §2), one route per path. */
import { data } from "react-router";
import { ContentPageView } from "~/components/content/content-page-view";
import { publicPageHeaders } from "~/lib/cache-headers";
import { STATIC_PAGE } from "~/lib/page-handle";
import { contentPageMeta } from "~/lib/page-meta";
import { siteFrom } from "~/lib/site";
import { contentPageData } from "~/domain/content/content-pages.server";
import { redirectIfMoved } from "~/domain/content/reads.server";
import { database, serverConfig } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/content-page";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return contentPageMeta(siteFrom(matches), loaderData.page, loaderData.path);
}

/** The same page for every visitor, so it can be shared (the catalog figures may be a minute old). */
export const headers = publicPageHeaders;

/** Plain HTML in the browser: nothing here needs React (see page-handle.ts). */
export const handle = STATIC_PAGE;

export async function loader({ pattern, request }: Route.LoaderArgs) {
  // The route's own pattern ("/features"), whatever the case of the URL or its .data suffix.
  const path = pattern.replace(/^\//, "");
  const [db, config] = await Promise.all([database(), serverConfig()]);
  // The blog's chips choose its articles by ?category= (a link, as the page runs no script).
  const shown = await contentPageData(db, config, path, new URL(request.url).searchParams.get("category"));
  if (shown) return shown;
  // The operator moved the page to another path, or unpublished or deleted it.
  await redirectIfMoved(db, `/${path}`, new URL(request.url).search);
  throw data(null, { status: 404 });
}

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  return <ContentPageView page={loaderData.page} stats={loaderData.stats} contact={loaderData.contact} />;
}
