import { useState } from "react";
import { Link, useFetcher, useLocation, useNavigate } from "react-router";
import { AdSlot } from "~/ads/ad-slot";
import { CategoryBar } from "~/components/category-bar";
import { GameSection } from "~/components/game-section";
import { GameStrip } from "~/components/game-strip";
import { HeroGame } from "~/components/hero-game";
import { LaunchFlowProvider } from "~/components/launch/launch-flow";
import { PlayerView } from "~/components/player-view";
import { publicPageHeaders } from "~/lib/cache-headers";
import type { PageHandle } from "~/lib/page-handle";
import { isCategory, type Category } from "~/lib/categories";
import { SEARCH_MAX_PAGES, SEARCH_RESULTS_LIMIT, TRENDING_ROW_SIZE } from "~/lib/constants";
import type { GameCard } from "~/lib/game";
import { JsonLd, organizationJsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/page-meta";
import { siteFrom } from "~/lib/site";
import { buttonVariants } from "~/components/ui/button-variants";
import { useSite } from "~/lib/use-site";
import {
  actionGames,
  arcadeGames,
  featuredGame,
  newGames,
  searchGames,
  stripGames,
  trendingGames,
} from "~/domain/catalog/reads.server";
import { database } from "~/domain/runtime.server";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFrom(matches);
  // Search and category views are the home page filtered: one canonical URL for all.
  return pageMeta(site, {
    title: `${site.siteName} - Free Online Games, Play Instantly`,
    description:
      "Play free online games instantly in your browser: io games, action, puzzle, racing and more. No downloads.",
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

/** The home page's state lives in the URL: ?q= search text, ?category=, or ?view=new. */
function readHomeState(url: URL): { view: HomeView; query: string; category: Category } {
  const query = url.searchParams.get("q")?.trim() ?? "";
  const rawCategory = url.searchParams.get("category") ?? "All";
  // A search sets the category to All (docs/product.md §4).
  const category = !query && isCategory(rawCategory) ? rawCategory : "All";
  if (query || category !== "All") return { view: "results", query, category };
  return { view: url.searchParams.get("view") === "new" ? "new" : "default", query, category };
}

/** `?page=` of a results view: 1 for anything but a page number, at most SEARCH_MAX_PAGES. */
function readResultsPage(url: URL): number {
  const page = Number(url.searchParams.get("page"));
  return Number.isInteger(page) && page > 1 ? Math.min(page, SEARCH_MAX_PAGES) : 1;
}

export async function loader({ request }: Route.LoaderArgs) {
  const db = await database();
  const url = new URL(request.url);
  const { view, query, category } = readHomeState(url);
  if (view === "results") {
    const page = readResultsPage(url);
    // One more than a page says whether "Load more" has anything to load.
    const found = await searchGames(db, { query, category, offset: (page - 1) * SEARCH_RESULTS_LIMIT, limit: SEARCH_RESULTS_LIMIT + 1 });
    const more = found.length > SEARCH_RESULTS_LIMIT && page < SEARCH_MAX_PAGES;
    return { view, query, category, page, more, results: found.slice(0, SEARCH_RESULTS_LIMIT) };
  }
  if (view === "new") {
    return { view, query, category, page: 1, more: false, results: await newGames(db, SEARCH_RESULTS_LIMIT) };
  }
  const [hero, strip, trending, newest, arcade, action] = await Promise.all([
    featuredGame(db),
    stripGames(db),
    trendingGames(db),
    newGames(db),
    arcadeGames(db),
    actionGames(db),
  ]);
  return { view, query, category, hero, strip, trending, newest, arcade, action };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const site = useSite();
  return (
    <LaunchFlowProvider>
      <JsonLd data={organizationJsonLd(site)} />
      <h1 className="sr-only">{`${site.siteName}: free online games`}</h1>
      <AdSlot blockId={1} type="leaderboard" className="mt-4" />
      <CategoryBar selected={loaderData.category} />
      {loaderData.view === "default" ? (
        <DefaultView {...loaderData} />
      ) : (
        <>
          <ResultsView
            title={loaderData.view === "new" ? "New Games" : undefined}
            query={loaderData.query}
            category={loaderData.category}
            results={loaderData.results}
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

  const backToHome = () => {
    setSelectedGame(null);
    navigate("/");
  };

  return (
    <>
      {hero && <HeroGame game={hero} />}
      <GameStrip games={strip} onSelect={setSelectedGame} />
      {selectedGame && (
        <PlayerView game={selectedGame} onBackToHome={backToHome} onClose={() => setSelectedGame(null)} />
      )}
      <AdSlot blockId={2} type="leaderboard" className="mt-6" />
      <GameSection title="Trending Games" games={trending} eagerCount={TRENDING_ROW_SIZE} />
      <AdSlot blockId={2} type="leaderboard" promotion={8} />
      <GameSection title="New Games" games={newest} viewAllTo="/?view=new" />
      <AdSlot blockId={2} type="leaderboard" promotion={9} />
      <GameSection title="Arcade Games" games={arcade} />
      <AdSlot blockId={2} type="leaderboard" promotion={10} />
      <GameSection title="Action Games" games={action} />
    </>
  );
}

type ResultsData = Extract<Route.ComponentProps["loaderData"], { view: "results" | "new" }>;

/** The results page after `page`: a link that works without JavaScript. */
function nextPageUrl(query: string, category: Category, page: number): string {
  const params = new URLSearchParams(query ? { q: query } : { category });
  params.set("page", String(page + 1));
  return `/?${params}`;
}

function ResultsView({
  title,
  query,
  category,
  results,
  page,
  more,
}: {
  title?: string;
  query: string;
  category: Category;
  results: GameCard[];
  page: number;
  more: boolean;
}) {
  // "Load more" appends the next pages here; a new search or category starts again.
  const fetcher = useFetcher<ResultsData>();
  const listKey = `${query}\n${category}\n${page}`;
  const [kept, setKept] = useState({ listKey, games: [] as GameCard[], page, more });
  const base = kept.listKey === listKey ? kept : { listKey, games: [], page, more };
  const fetched = fetcher.data;
  // The page just loaded shows at once; the next click keeps it before asking for another.
  const shown =
    fetched && fetched.query === query && fetched.category === category && fetched.page === base.page + 1
      ? { listKey, games: [...base.games, ...fetched.results], page: fetched.page, more: fetched.more }
      : base;

  if (results.length === 0) {
    return (
      <section className="mx-auto max-w-7xl px-4 py-16 text-center">
        <h2 className="text-2xl font-bold">No games found</h2>
        <p className="mt-2 text-slate-400">
          {query ? `No games match "${query}"` : `No games in ${category} category`}
        </p>
      </section>
    );
  }
  const heading = title ?? (query ? `Search results for "${query}"` : `${category} Games`);
  const nextUrl = nextPageUrl(query, category, shown.page);
  return (
    <>
      <GameSection title={heading} games={[...results, ...shown.games]} eagerCount={TRENDING_ROW_SIZE} />
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
              fetcher.load(nextUrl.replace("/?", "/?index&"));
            }}
          >
            {fetcher.state === "idle" ? "Load more" : "Loading..."}
          </Link>
        </div>
      )}
    </>
  );
}
