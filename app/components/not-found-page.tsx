import { Link } from "react-router";
import type { GameCard } from "~/lib/game";
import { GameSection } from "./game-section";
import { LaunchFlowProvider } from "./launch/launch-flow";
import { SearchBox } from "./search-box";
import { buttonVariants } from "~/components/ui/button-variants";

/**
 * What a visitor who missed sees: the way home, a search, and the games most played now,
 * so a dead link (an old game, a mistyped address) still leads somewhere to play.
 */
export function NotFoundPage({
  heading = "404",
  message = "Oops! Page not found",
  popular = [],
}: {
  heading?: string;
  message?: string;
  popular?: GameCard[];
}) {
  return (
    <>
      <section className="mx-auto max-w-xl px-4 pb-10 pt-24 text-center">
        <h1 className="text-balance text-5xl font-extrabold sm:text-6xl">{heading}</h1>
        <p className="mt-4 text-xl text-slate-300">{message}</p>
        <p className="mt-6 text-slate-300">Search for a game, or try one of the most played below.</p>
        <SearchBox id="not-found-search" className="mx-auto mt-4 max-w-md" />
        <Link to="/" className={buttonVariants({ shape: "pill", size: "pill", className: "mt-8" })}>
          Return to Home
        </Link>
      </section>
      {popular.length > 0 && (
        <LaunchFlowProvider>
          <GameSection title="Popular Games" games={popular} placement="popular" />
        </LaunchFlowProvider>
      )}
    </>
  );
}
