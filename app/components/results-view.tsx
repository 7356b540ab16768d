import type { Category } from "~/lib/categories";
import { TRENDING_ROW_SIZE } from "~/lib/constants";
import type { GameCard } from "~/lib/game";
import { GameSection } from "./game-section";

/**
 * A search's or a category's games, or the product's "No games found" (docs/product.md §8)
 * when there are none, with the most played games under it so the page is no dead end.
 * The search text wins over the category, as it does in the URL.
 */
export function ResultsView({
  title,
  query,
  category,
  results,
  popular = [],
}: {
  title?: string;
  query: string;
  category: Category;
  results: GameCard[];
  /** Shown under "No games found". */
  popular?: GameCard[];
}) {
  if (results.length === 0) {
    return (
      <>
        <section className="mx-auto max-w-7xl px-4 pb-8 pt-16 text-center">
          <h2 className="text-2xl font-bold">No games found</h2>
          <p className="mt-2 text-slate-400">{query ? `No games match "${query}"` : `No games in ${category} category`}</p>
        </section>
        {popular.length > 0 && <GameSection title="Popular Games" games={popular} placement="popular" />}
      </>
    );
  }
  const heading = title ?? (query ? `Search results for "${query}"` : `${category} Games`);
  return <GameSection title={heading} games={results} placement="results" eagerCount={TRENDING_ROW_SIZE} />;
}
