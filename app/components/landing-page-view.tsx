import { Check, Gamepad2, Play } from "lucide-react";
import { Link } from "react-router";
import type { LandingPage } from "../../content/landing/schema";
import type { GameCard } from "~/lib/game";
import { AdSlot } from "./ad-slot";
import { FaqList } from "./faq-list";
import { GameSection } from "./game-section";

const playButton =
  "inline-flex items-center gap-2 rounded-full bg-indigo-500 font-bold text-white shadow-lg hover:bg-indigo-400 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white";

/**
 * The layout of every keyword landing page (spec section 2): leaderboard, floating
 * "Let's Play", hero, why-play grid, the catalog's games for the topic, benefits, FAQ
 * and the final call. Every play button leads to the home page.
 */
export function LandingPageView({ content, games }: { content: LandingPage["content"]; games: GameCard[] }) {
  return (
    <>
      <AdSlot type="leaderboard" className="mt-4" />

      <section className="mx-auto max-w-4xl px-4 pb-10 pt-12 text-center">
        <h1 className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">{content.heroTitle}</h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-slate-300">{content.heroDescription}</p>
        <Link to="/" className={`${playButton} mt-8 px-8 py-3 text-lg`}>
          <Play aria-hidden className="size-5" fill="currentColor" />
          Start Playing
        </Link>
      </section>

      <section aria-labelledby="why-play" className="mx-auto max-w-6xl px-4 py-8">
        <h2 id="why-play" className="text-center text-2xl font-bold sm:text-3xl">
          Why Play Here
        </h2>
        <ul className="mt-6 grid gap-4 md:grid-cols-3">
          {content.features.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <Gamepad2 aria-hidden className="size-8 text-indigo-300" />
              <h3 className="mt-3 text-lg font-semibold">{feature.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{feature.description}</p>
            </li>
          ))}
        </ul>
      </section>

      {games.length > 0 && <GameSection title="Games to Play Now" games={games} />}

      <section aria-labelledby="benefits" className="mx-auto max-w-3xl px-4 py-8">
        <h2 id="benefits" className="text-2xl font-bold sm:text-3xl">
          What You Get
        </h2>
        <ul className="mt-5 space-y-3">
          {content.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-3 text-slate-200">
              <Check aria-hidden className="mt-0.5 size-5 shrink-0 text-emerald-400" />
              <span>{benefit}</span>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="faq" className="mx-auto max-w-3xl px-4 py-8">
        <h2 id="faq" className="text-2xl font-bold sm:text-3xl">
          Frequently Asked Questions
        </h2>
        <FaqList items={content.faq} className="mt-5" />
      </section>

      <section className="mx-auto max-w-3xl px-4 py-12 text-center">
        <Link to="/" className={`${playButton} px-10 py-4 text-xl`}>
          Play Now - 100% Free!
        </Link>
      </section>

      {/* Bounces only for visitors who have not asked their system for less motion. */}
      <Link
        to="/"
        className={`${playButton} fixed bottom-6 right-6 z-20 px-5 py-3 motion-safe:animate-bounce`}
      >
        <Play aria-hidden className="size-4" fill="currentColor" />
        Let&apos;s Play
      </Link>
    </>
  );
}
