import { Link } from "react-router";
import { GameSection } from "~/components/game-section";
import { CATEGORIES, isCategory, type Category } from "~/lib/categories";
import { TRENDING_ROW_SIZE } from "~/lib/constants";
import type { GameCard } from "~/lib/game";
import { siteNameFrom } from "~/lib/site";
import { useSiteName } from "~/lib/use-site-name";
import {
  actionGames,
  arcadeGames,
  featuredGame,
  newGames,
  searchGames,
  trendingGames,
} from "~/server/games.server";
import { database } from "~/server/runtime.server";
import type { Route } from "./+types/home";

export function meta({ matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  return [
    { title: `${siteName} - Free Online Games, Play Instantly` },
    {
      name: "description",
      content: "Play free online games instantly in your browser: io games, action, puzzle, racing and more. No downloads.",
    },
  ];
}

/** The home page's state lives in the URL: ?q= for search text, ?category= for a category. */
function readHomeState(url: URL): { query: string; category: Category } {
  const query = url.searchParams.get("q")?.trim() ?? "";
  const rawCategory = url.searchParams.get("category") ?? "All";
  // Typing a search sets the category to All (spec section 4).
  const category = !query && isCategory(rawCategory) ? rawCategory : "All";
  return { query, category };
}

export async function loader({ request }: Route.LoaderArgs) {
  const db = await database();
  const { query, category } = readHomeState(new URL(request.url));
  if (query || category !== "All") {
    return { view: "results" as const, query, category, results: await searchGames(db, { query, category }) };
  }
  const [hero, trending, newest, arcade, action] = await Promise.all([
    featuredGame(db),
    trendingGames(db),
    newGames(db),
    arcadeGames(db),
    actionGames(db),
  ]);
  return { view: "default" as const, query, category, hero, trending, newest, arcade, action };
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const siteName = useSiteName();
  return (
    <>
      <h1 className="sr-only">{siteName}: free online games</h1>
      <CategoryLinks selected={loaderData.category} />
      {loaderData.view === "results" ? (
        <SearchResults {...loaderData} />
      ) : (
        <>
          {loaderData.hero && (
            <section className="mx-auto max-w-7xl px-4 py-6" aria-label="Featured game">
              <Link
                to={`/game/${loaderData.hero.slug}`}
                className="flex flex-col gap-4 rounded-2xl bg-slate-900 p-4 ring-1 ring-white/10 sm:flex-row sm:items-center"
              >
                <img
                  src={loaderData.hero.thumbnail}
                  alt=""
                  width={1080}
                  height={1080}
                  fetchPriority="high"
                  className="aspect-square w-full max-w-xs rounded-xl object-cover"
                />
                <span>
                  <span className="block text-3xl font-extrabold">{loaderData.hero.title}</span>
                  <span className="mt-2 block text-slate-300">{loaderData.hero.description}</span>
                  <span className="mt-4 inline-block rounded-full bg-indigo-500 px-6 py-3 font-bold">START GAME</span>
                </span>
              </Link>
            </section>
          )}
          <GameSection title="Trending Games" games={loaderData.trending} eagerCount={TRENDING_ROW_SIZE} />
          <GameSection title="New Games" games={loaderData.newest} />
          <GameSection title="Arcade Games" games={loaderData.arcade} />
          <GameSection title="Action Games" games={loaderData.action} />
        </>
      )}
    </>
  );
}

function CategoryLinks({ selected }: { selected: Category }) {
  return (
    <nav aria-label="Categories" className="mx-auto max-w-7xl overflow-x-auto px-4 pt-4">
      <ul className="flex gap-2">
        {CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={category === "All" ? "/" : `/?category=${encodeURIComponent(category)}`}
              aria-current={category === selected ? "page" : undefined}
              className={`block whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-medium ${
                category === selected ? "bg-indigo-500 text-white" : "bg-white/5 text-slate-300 hover:bg-white/10"
              }`}
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SearchResults({
  query,
  category,
  results,
}: {
  query: string;
  category: Category;
  results: GameCard[];
}) {
  const title = query ? `Search results for "${query}"` : `${category} Games`;
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
  return <GameSection title={title} games={results} eagerCount={TRENDING_ROW_SIZE} />;
}
