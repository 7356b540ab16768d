import { useState } from "react";
import { Link, redirect, useFetcher, useLocation, useNavigate } from "react-router";
import { AdSlot } from "~/ads/ad-slot";
import { CategoryBar } from "~/components/category-bar";
import { GameSection } from "~/components/game-section";
import { GameStrip } from "~/components/game-strip";
import { HeroGame } from "~/components/hero-game";
import { LaunchFlowProvider } from "~/components/launch/launch-flow";
import { PlayerView } from "~/components/player-view";
import { VisitorShelves } from "~/components/visitor-shelves";
import { MoreLikeThisSlot } from "~/components/more-like-this-slot";
import { ResultsView } from "~/components/results-view";
import { publicPageHeaders } from "~/lib/cache-headers";
import type { PageHandle } from "~/lib/page-handle";
import { categoryPath, isCategory } from "~/lib/categories";
import { NOT_FOUND_GAMES_LIMIT, SEARCH_MAX_PAGES, SEARCH_RESULTS_LIMIT, TRENDING_ROW_SIZE } from "~/lib/constants";
import type { GameCard } from "~/lib/game";
import { JsonLd, organizationJsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/page-meta";
import { siteFrom } from "~/lib/site";
import { buttonVariants } from "~/components/ui/button-variants";
import { useSite } from "~/lib/use-site";
import { actionGames, arcadeGames, barCategories, featuredGame, newGames, searchGames, stripGames, trendingGames } from "~/domain/catalog/reads.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFrom(matches);
  // Search views are the home page filtered: one canonical URL for all.
  return pageMeta(site, {
    title: `${site.siteName} - Free Online Games, Play Instantly`,
    description: "Play free online games instantly in your browser: io games, action, puzzle, racing and more. No downloads.",
    keywords: HOME_KEYWORDS,
    path: "/",
  });
}

const HOME_KEYWORDS = [
  "free online games",
  "browser games",
  "io games",
  "play games online",
  "no download games",
  "html5 games",
  "action games",
  "puzzle games",
  "racing games",
];

export const headers = publicPageHeaders;

export const handle: PageHandle = { floatingAd: true };

type HomeView = "default" | "results" | "new";

/** The home page's state lives in the URL: ?q= search text or ?view=new. The home page is category All. */
function readHomeState(url: URL): { view: HomeView; query: string; category: "All" } {
  const query = url.searchParams.get("q")?.trim() ?? "";
  if (query) return { view: "results", query, category: "All" };
  return { view: url.searchParams.get("view") === "new" ? "new" : "default", query, category: "All" };
}

/**
 * `/?category=Puzzle`, the old address of a category's games, is now its own page for good.
 * A search wins over a category (docs/product.md §4): with `?q=` the search is shown.
 */
function redirectOldCategoryView(url: URL) {
  const category = url.searchParams.get("category") ?? "";
  if (!url.searchParams.get("q")?.trim() && isCategory(category) && category !== "All") {
    throw redirect(categoryPath(category), 301);
  }
}

/** `?page=` of a results view: 1 for anything but a page number, at most SEARCH_MAX_PAGES. */
function readResultsPage(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page > 1 ? Math.min(page, SEARCH_MAX_PAGES) : 1;
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  redirectOldCategoryView(url);
  const db = await database();
  const { view, query, category } = readHomeState(url);
  const categories = await barCategories(db);
  if (view === "results") {
    const page = readResultsPage(url);
    // One more than a page says whether "Load more" has anything to load.
    const found = await searchGames(db, { query, category, offset: (page - 1) * SEARCH_RESULTS_LIMIT, limit: SEARCH_RESULTS_LIMIT + 1 });
    const more = found.length > SEARCH_RESULTS_LIMIT && page < SEARCH_MAX_PAGES;
    // A search that finds nothing still offers something to play.
    const popular = found.length === 0 ? await trendingGames(db, NOT_FOUND_GAMES_LIMIT) : [];
    return { view, query, category, categories, page, more, results: found.slice(0, SEARCH_RESULTS_LIMIT), popular };
  }
  if (view === "new") {
    return { view, query, category, categories, page: 1, more: false, results: await newGames(db, SEARCH_RESULTS_LIMIT), popular: [] };
  }
  const [hero, strip, trending, newest, arcade, action] = await Promise.all([
    featuredGame(db),
    stripGames(db),
    trendingGames(db),
    newGames(db),
    arcadeGames(db),
    actionGames(db),
  ]);
  return { view, query, category, categories, hero, strip, trending, newest, arcade, action };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <LaunchFlowProvider>
      <JsonLd data={organizationJsonLd(site)} />
      <h1 className="sr-only">{`${site.siteName}: free online games`}</h1>
      <AdSlot blockId={1} type="leaderboard" className="mt-4" firstScreen />
      <CategoryBar categories={loaderData.categories} selected={loaderData.category} />
      {loaderData.view === "default" ? (
        <DefaultView {...loaderData} />
      ) : (
        <>
          <SearchResults
            title={loaderData.view === "new" ? "New Games" : undefined}
            query={loaderData.query}
            results={loaderData.results}
            popular={loaderData.popular}
            page={loaderData.page}
            more={loaderData.more}
          />
          <AdSlot blockId={2} type="leaderboard" className="my-6" />
        </>
      )}
    </LaunchFlowProvider>
  );
}

type DefaultData = Extract<Route.ComponentProps["loaderData"], { view: "default" }>;

function DefaultView({ hero, strip, trending, newest, arcade, action }: DefaultData) {
  const navigate = useNavigate();
  // Any navigation (the logo, a category, a search) leaves the player view.
  const locationKey = useLocation().key;
  const [selection, setSelection] = useState<{ locationKey: string; game: GameCard } | null>(null);
  const selectedGame = selection?.locationKey === locationKey ? selection.game : null;
  const setSelectedGame = (game: GameCard | null) => setSelection(game && { locationKey, game });
  // The player view just closed: "More like this" takes its place until dismissed or left.
  const [closed, setClosed] = useState<{ locationKey: string; game: GameCard } | null>(null);
  const closedGame = !selectedGame && closed?.locationKey === locationKey ? closed.game : null;
  const closePlayerView = () => {
    if (selectedGame) setClosed({ locationKey, game: selectedGame });
    setSelectedGame(null);
  };

  const backToHome = () => {
    setSelectedGame(null);
    // The router shows a failed navigation itself: nothing waits for the home page.
    void navigate("/");
  };

  return (
    <>
      {hero && <HeroGame game={hero} />}
      <GameStrip games={strip} onSelect={setSelectedGame} />
      {selectedGame && <PlayerView game={selectedGame} onBackToHome={backToHome} onClose={closePlayerView} />}
      {closedGame && <MoreLikeThisSlot game={closedGame} onDismiss={() => setClosed(null)} />}
      {/* Not on a phone, where the leaderboard above the hero is the first screen's one promotion. */}
      <AdSlot blockId={2} type="leaderboard" className="mt-6 max-md:hidden" />
      <GameSection title="Trending Games" games={trending} placement="trending" eagerCount={TRENDING_ROW_SIZE} fullRows />
      {/* Below the first screenful on every width: a visitor's shelves appear without moving what is in sight. */}
      <VisitorShelves />
      <AdSlot blockId={2} type="leaderboard" promotion={8} />
      <GameSection title="New Games" games={newest} placement="new" viewAllTo="/?view=new" fullRows belowFirstScreen />
      <AdSlot blockId={2} type="leaderboard" promotion={9} />
      <GameSection title="Arcade Games" games={arcade} placement="arcade" fullRows belowFirstScreen />
      <AdSlot blockId={2} type="leaderboard" promotion={10} />
      <GameSection title="Action Games" games={action} placement="action" fullRows belowFirstScreen />
    </>
  );
}

type ResultsData = Extract<Route.ComponentProps["loaderData"], { view: "results" | "new" }>;

/** The results page after `page`: a link that works without JavaScript. */
function nextPageUrl(query: string, page: number): string {
  return `/?${new URLSearchParams({ q: query, page: String(page + 1) })}`;
}

/** A search's results (or New Games), with "Load more" appending the next pages in place. */
function SearchResults({
  title,
  query,
  results,
  popular,
  page,
  more,
}: {
  title?: string;
  query: string;
  results: GameCard[];
  popular: GameCard[];
  page: number;
  more: boolean;
}) {
  // "Load more" appends the next pages here; a new search starts again.
  const fetcher = useFetcher<ResultsData>();
  const listKey = `${query}\n${page}`;
  const [kept, setKept] = useState({ listKey, games: [] as GameCard[], page, more });
  const base = kept.listKey === listKey ? kept : { listKey, games: [], page, more };
  const fetched = fetcher.data;
  // The page just loaded shows at once; the next click keeps it before asking for another.
  const shown =
    fetched && fetched.query === query && fetched.page === base.page + 1
      ? { listKey, games: [...base.games, ...fetched.results], page: fetched.page, more: fetched.more }
      : base;
  const nextUrl = nextPageUrl(query, shown.page);
  return (
    <>
      <ResultsView title={title} query={query} category="All" results={[...results, ...shown.games]} popular={popular} />
      {shown.more && (
        <div className="mx-auto flex max-w-7xl justify-center px-4 pb-6">
          <Link
            to={nextUrl}
            className={buttonVariants({ variant: "secondary", shape: "pill", size: "pill" })}
            aria-disabled={fetcher.state !== "idle"}
            onClick={(event) => {
              event.preventDefault();
              // `?index` asks the home route itself, not the layout around it.
              if (fetcher.state !== "idle") return;
              setKept(shown);
              // The fetcher's state shows the load and its data the result: nothing waits for it.
              void fetcher.load(nextUrl.replace("/?", "/?index&"));
            }}
          >
            {fetcher.state === "idle" ? "Load more" : "Loading..."}
          </Link>
        </div>
      )}
    </>
  );
}
