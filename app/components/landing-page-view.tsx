import Check from "lucide-react/icons/check";
import Play from "lucide-react/icons/play";
import { Link } from "react-router";
import type { LandingPage } from "../../content/landing/schema";
import type { GameCard } from "~/lib/game";
import { AdSlot } from "~/ads/ad-slot";
import { CardGrid, Section } from "./content/parts";
import { FaqList } from "./faq-list";
import { GameSection } from "./game-section";
import { PageLinks } from "./page-links";
import { buttonVariants } from "./ui/button-variants";

/** The page's play links: round, bold, each sized where it stands. */
const playButton = buttonVariants({ shape: "pill", size: null, className: "font-bold shadow-lg" });

/** One page of the catalog's games for the topic, or the most played ones when nothing matches it yet. */
interface TopicGames {
  games: GameCard[];
  mostPlayed: boolean;
  page: number;
  hasNextPage: boolean;
  pageHref: (page: number) => string;
}

/**
 * The layout of every keyword landing page (docs/product.md §2): leaderboard, floating
 * "Let's Play", hero, why-play grid, the catalog's games for the topic, benefits, FAQ
 * and the final call. Every play button leads to `playPath`: the game a page is about, started as
 * its page opens, or the home page.
 */
export function LandingPageView({ content, games, playPath }: { content: LandingPage["content"]; games: TopicGames; playPath: string }) {
  return (
    <div className="landing-page">
      <AdSlot blockId={1} type="leaderboard" className="mt-4" firstScreen />

      <section className="mx-auto max-w-4xl px-4 pb-10 pt-12 text-center">
        <h1 className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">{content.heroTitle}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{content.heroDescription}</p>
        <Link to={playPath} className={`${playButton} landing-start-playing mt-8 px-8 py-3 text-lg`}>
          <Play aria-hidden className="size-5" fill="currentColor" />
          Start Playing
        </Link>
      </section>

      <Section id="why-play" heading="Why Play Here">
        <CardGrid cards={content.features.map((feature) => ({ ...feature, icon: "gamepad" }))} />
      </Section>

      {games.mostPlayed && <p className="mx-auto max-w-7xl px-4 pt-6 text-slate-300">No games match this topic yet, so here are our most played games.</p>}
      {games.games.length > 0 && (
        <GameSection
          title={games.mostPlayed ? "Most Played Games" : games.page > 1 ? `Games to Play Now - Page ${games.page}` : "Games to Play Now"}
          games={games.games}
          placement="landing"
        />
      )}
      <PageLinks page={games.page} hasNextPage={games.hasNextPage} pageHref={games.pageHref} />

      <Section id="benefits" heading="What You Get" className="max-w-3xl">
        <ul className="space-y-3">
          {content.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-slate-200">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-400" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </Section>

      <Section id="faq" heading="Frequently Asked Questions" className="max-w-3xl">
        <FaqList items={content.faq} />
      </Section>

      <section className="mx-auto max-w-3xl px-4 py-12 text-center">
        <Link to={playPath} className={`${playButton} landing-play-now px-10 py-4 text-xl`}>
          Play Now - 100% Free!
        </Link>
      </section>

      {/* Bounces only for visitors who have not asked their system for less motion; on phones it
          steps aside while the page's own play buttons are on screen (app.css, .lets-play). */}
      <Link to={playPath} className={`${playButton} lets-play fixed bottom-6 right-6 z-20 px-5 py-3 motion-safe:animate-bounce`}>
        <Play aria-hidden className="size-4" fill="currentColor" />
        Let&apos;s Play
      </Link>
    </div>
  );
}
