/** A category's own page, `/category/{slug}`: its games, most played first, a page at a time. */
import { data, redirect } from "react-router";
import { AdSlot } from "~/ads/ad-slot";
import { CategoryBar } from "~/components/category-bar";
import { LaunchFlowProvider } from "~/components/launch/launch-flow";
import { NotFoundPage } from "~/components/not-found-page";
import { PageLinks } from "~/components/page-links";
import { ResultsView } from "~/components/results-view";
import { publicPageHeaders } from "~/lib/cache-headers";
import { categoryFromSlug, categoryPath, categorySlug } from "~/lib/categories";
import { CATEGORY_PAGE_SIZE, NOT_FOUND_GAMES_LIMIT } from "~/lib/constants";
import { itemListJsonLd, JsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/page-meta";
import { pagePath } from "~/lib/paging";
import { siteFrom } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { barCategories, categoryGames, trendingGames } from "~/domain/catalog/reads.server";
import type { Database } from "~/domain/db/connection.server";
import { requirePageNumber } from "~/domain/web/page-number.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/category";
import { logMissingPage } from "~/domain/platform/log.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const site = siteFrom(matches);
  if (!loaderData?.category) return [{ title: `Page not found - ${site.siteName}` }, { name: "robots", content: "noindex" }];
  const { category, page, games } = loaderData;
  const name = category.toLowerCase();
  const onPage = page > 1 ? ` - Page ${page}` : "";
  const tags = pageMeta(site, {
    title: `Free ${category} Games${onPage} - Play Online - ${site.siteName}`,
    description: `Play free ${name} games online, instantly in your browser: no downloads, no sign-up.${page > 1 ? ` Page ${page} of our ${name} games.` : ""}`,
    keywords: [`${name} games`, `free ${name} games`, `${name} games online`, `play ${name} games`, "browser games"],
    path: pagePath(categoryPath(category), page),
  });
  // A category with no games yet is a page of "No games found": nothing for a search engine to list.
  if (games.length === 0) tags.push({ name: "robots", content: "noindex" });
  return tags;
}

export const headers = publicPageHeaders;

/** The 404 page, with the most played games, for a category or a page of one that does not exist. */
async function notFound(db: Database, request: Request) {
  logMissingPage(request);
  const popular = await trendingGames(db, NOT_FOUND_GAMES_LIMIT);
  return data({ category: null, page: 1, games: [], hasNextPage: false, popular, categories: [] }, { status: 404 });
}

export async function loader({ params, request }: Route.LoaderArgs) {
  // `/category` and `/category/` name no category: every category is on the home page.
  if (params.slug === undefined) throw redirect("/", 301);
  const db = await database();
  const category = categoryFromSlug(params.slug);
  if (!category) return notFound(db, request);
  // All is the home page.
  if (category === "All") throw redirect("/", 301);
  const path = categoryPath(category);
  const page = requirePageNumber(request, path);
  // One address per page: `/category/Puzzle` is `/category/puzzle`.
  if (params.slug !== categorySlug(category)) throw redirect(pagePath(path, page), 301);
  const [{ games, hasNextPage }, categories] = await Promise.all([categoryGames(db, category, { page, pageSize: CATEGORY_PAGE_SIZE }), barCategories(db)]);
  if (games.length === 0 && page > 1) return notFound(db, request);
  // An empty category still offers something to play.
  const popular = games.length === 0 ? await trendingGames(db, NOT_FOUND_GAMES_LIMIT) : [];
  return { category, page, games, hasNextPage, popular, categories };
}

export default function CategoryPage({ loaderData: { category, page, games, hasNextPage, popular, categories } }: Route.ComponentProps) {
  const site = useSite();
  if (!category) return <NotFoundPage popular={popular} />;
  const path = categoryPath(category);
  return (
    <LaunchFlowProvider>
      <JsonLd
        data={itemListJsonLd(site, {
          name: `${category} Games`,
          path: pagePath(path, page),
          games,
          firstPosition: (page - 1) * CATEGORY_PAGE_SIZE + 1,
        })}
      />
      {/* Not "{category} Games": that is the grid's own heading, and one name should lead to one heading. */}
      <h1 className="sr-only">{`Play ${category} free on ${site.siteName}`}</h1>
      <AdSlot blockId={1} type="leaderboard" className="mt-4" firstScreen />
      <CategoryBar categories={categories} selected={category} />
      <ResultsView title={page > 1 ? `${category} Games - Page ${page}` : undefined} query="" category={category} results={games} popular={popular} />
      <PageLinks page={page} hasNextPage={hasNextPage} pageHref={(to) => pagePath(path, to)} />
      <AdSlot blockId={2} type="leaderboard" className="my-6" />
    </LaunchFlowProvider>
  );
}
