import Play from "lucide-react/icons/play";
import Star from "lucide-react/icons/star";
import { useEffect } from "react";
import { data, Form, useFetcher, useNavigation } from "react-router";
import { AdSlot } from "~/ads/ad-slot";
import { GamePageActions } from "~/components/game-page-actions";
import { GameSection } from "~/components/game-section";
import { GameThumbnail } from "~/components/ui/game-thumbnail";
import { GameBadges, HowToPlay } from "~/components/how-to-play";
import { NotFoundPage } from "~/components/not-found-page";
import { ReportProblem } from "~/components/report-problem";
import { useLaunchFlow } from "~/components/launch/launch-context";
import { LaunchFlowProvider } from "~/components/launch/launch-flow";
import { UNCOUNTED_PAGE_META } from "~/lib/analytics";
import { publicPageHeaders } from "~/lib/cache-headers";
import { clsx } from "clsx";
import { AD_REFRESH_SECOND_RECTANGLE_MS, NOT_FOUND_GAMES_LIMIT, PREVIEW_PARAMETER } from "~/lib/constants";
import { formatCount, formatDate } from "~/lib/format";
import { PLAY_ON_ARRIVAL, type GameDetail } from "~/lib/game";
import { categoryBackdrop } from "~/lib/categories";
import { JsonLd, videoGameJsonLd } from "~/lib/json-ld";
import { pageMeta } from "~/lib/page-meta";
import { siteFrom } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { gameBySlug, relatedGames, trendingGames } from "~/domain/catalog/reads.server";
import { isValidStars, voteForGame } from "~/domain/analytics/plays.server";
import { clientAddress } from "~/domain/web/request-context.server";
import { database } from "~/domain/platform/runtime.server";
import { seesDrafts } from "~/domain/auth/session.server";
import { visitorFor } from "~/domain/web/visitor.server";
import type { Route } from "./+types/game";
import { buttonVariants } from "~/components/ui/button-variants";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const site = siteFrom(matches);
  const game = loaderData?.game;
  if (!game) return [{ title: `Game not found - ${site.siteName}` }, { name: "robots", content: "noindex" }];
  const tags = pageMeta(site, {
    title: `${game.title} - Play Free Online - ${site.siteName}`,
    description: game.description,
    keywords: [game.title.toLowerCase(), ...game.tags, game.category.toLowerCase()],
    path: gamePath(game),
    image: game.thumbnail,
  });
  return loaderData.draft ? [...tags, UNCOUNTED_PAGE_META] : tags;
}

const gamePath = (game: GameDetail) => `/game/${game.slug}`;

/**
 * The same page for every visitor, so it can be shared; a visitor's own vote is fetched by
 * the page. An administrator's preview of a draft is theirs alone and is never kept.
 */
export function headers({ loaderHeaders }: Route.HeadersArgs) {
  return loaderHeaders.has("X-Robots-Tag") ? { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex" } : publicPageHeaders();
}

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = await database();
  const game = await gameBySlug(db, params.slug);
  if (game) return { game, popular: [], related: await relatedGames(db, game), draft: false };
  // Manage's Preview link: a draft shows to an administrator, as it will look once published.
  if (new URL(request.url).searchParams.has(PREVIEW_PARAMETER) && (await seesDrafts(request))) {
    const draft = await gameBySlug(db, params.slug, { drafts: true });
    if (draft) return data({ game: draft, popular: [], related: await relatedGames(db, draft), draft: true }, { headers: { "X-Robots-Tag": "noindex" } });
  }
  return data({ game: null, popular: await trendingGames(db, NOT_FOUND_GAMES_LIMIT), related: [], draft: false }, { status: 404 });
}

/** A visitor rates the game 1-5; a later vote replaces the earlier one. */
export async function action({ params, request, context }: Route.ActionArgs) {
  const form = await request.formData().catch(() => null);
  const stars = Number(form?.get("stars"));
  if (!isValidStars(stars)) return data({ error: "Choose a rating from 1 to 5 stars." }, { status: 400 });
  const { visitorId, headers } = visitorFor(request);
  const voted = await voteForGame(await database(), params.slug, visitorId, stars, clientAddress(context));
  if (!voted) return data({ error: "Game not found" }, { status: 404, headers });
  return data({ error: null, stars }, { headers });
}

export default function GamePage({ loaderData: { game, popular, related, draft }, actionData }: Route.ComponentProps) {
  const site = useSite();
  if (!game) return <NotFoundPage heading="Game not found" message="This game is not in our catalog (any more)." popular={popular} />;
  return (
    <LaunchFlowProvider preview={draft}>
      <JsonLd data={videoGameJsonLd(site, game, gamePath(game))} />
      {draft && (
        <p role="status" className="mx-auto mt-4 max-w-7xl rounded-xl bg-amber-400/15 px-4 py-3 text-sm text-amber-100">
          Draft preview: visitors cannot see this game until it is published.
        </p>
      )}
      <AdSlot blockId={1} type="leaderboard" className="mt-4" firstScreen />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-8 lg:grid-cols-[1fr_300px]">
        <article>
          <h1 className="text-3xl font-extrabold sm:text-4xl">{game.title}</h1>
          <GameFacts game={game} />
          <GameBadges game={game} />
          {/* A draft is no visitor's to keep or share. */}
          {!draft && <GamePageActions game={game} url={`${site.siteUrl}${gamePath(game)}`} />}
          <PlayNow game={game} />
          <p className="mt-6 leading-relaxed text-slate-300">{game.description}</p>
          <HowToPlay instructions={game.instructions} />
          {game.tags.length > 0 && (
            <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
              {game.tags.map((tag) => (
                <li key={tag} className="rounded-full bg-white/5 px-3 py-1 text-xs text-slate-300">
                  {tag}
                </li>
              ))}
            </ul>
          )}
          <RateGame slug={game.slug} voted={actionData && "stars" in actionData ? actionData.stars : null} error={actionData?.error ?? null} />
          {/* A draft is no visitor's to report. */}
          {!draft && <ReportProblem game={game} className="mt-4" />}
        </article>
        <div className="flex flex-col gap-6">
          <AdSlot blockId={7} type="rectangle" />
          <AdSlot blockId={8} type="rectangle" refreshInterval={AD_REFRESH_SECOND_RECTANGLE_MS} />
        </div>
      </div>
      {related.length > 0 && <GameSection title="Related Games" games={related} placement="related" belowFirstScreen />}
    </LaunchFlowProvider>
  );
}

function GameFacts({ game }: { game: GameDetail }) {
  const facts = [
    { label: "Rating", value: `${game.rating.toFixed(1)} / 5` },
    { label: "Plays", value: formatCount(game.plays) },
    { label: "Category", value: game.category },
    game.developer && { label: "Developer", value: game.developer },
    game.releaseDate && { label: "Released", value: formatDate(game.releaseDate) },
  ].filter((fact): fact is { label: string; value: string } => Boolean(fact));
  return (
    <dl className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm">
      {facts.map((fact) => (
        <div key={fact.label} className="flex gap-1.5">
          <dt className="text-slate-400">{`${fact.label}:`}</dt>
          <dd className="font-semibold text-white">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}

function PlayNow({ game }: { game: GameDetail }) {
  const launchFlow = useLaunchFlow();
  // Arriving from a landing page's play button (PLAY_ON_ARRIVAL), the game starts at once. The
  // fragment goes from the address: a reload or a return here shows the page, not the game again.
  useEffect(() => {
    if (window.location.hash !== PLAY_ON_ARRIVAL) return;
    window.history.replaceState(window.history.state, "", window.location.pathname + window.location.search);
    launchFlow?.play(game);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, as the page opens
  }, []);
  return (
    // The square art whole and sharp above the button, on the category's colours: cropped wide
    // behind the button it was a giant copy of the title (a seed game's art is its title).
    <div className="relative mt-6 aspect-video overflow-hidden rounded-2xl ring-1 ring-white/10" style={{ backgroundImage: categoryBackdrop(game.category) }}>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-black/40 p-4 sm:gap-6">
        <GameThumbnail
          src={game.thumbnail}
          priority="high"
          sizes="(min-width: 1024px) 240px, 40vw"
          className="aspect-square h-2/5 w-auto rounded-2xl object-cover shadow-xl ring-1 ring-white/20 sm:h-1/2"
        />
        <button type="button" onClick={() => launchFlow?.play(game)} className={buttonVariants({ shape: "pill", size: "hero" })}>
          <Play aria-hidden className="size-5" fill="currentColor" />
          Play Now
        </button>
      </div>
    </div>
  );
}

function RateGame({ slug, voted, error }: { slug: string; voted: number | null; error: string | null }) {
  const saving = useNavigation().state === "submitting";
  const earlierVote = useFetcher<{ stars: number | null }>();
  const { load } = earlierVote;
  useEffect(() => {
    void load(`/api/games/${encodeURIComponent(slug)}/vote`);
  }, [load, slug]);
  const myVote = voted ?? earlierVote.data?.stars ?? null;
  return (
    <Form method="post" className="mt-8 rounded-xl bg-white/5 p-4" preventScrollReset>
      <fieldset disabled={saving}>
        <legend className="font-semibold">Rate this game</legend>
        <div className="mt-2 flex gap-1">
          {[1, 2, 3, 4, 5].map((stars) => (
            <button
              key={stars}
              type="submit"
              name="stars"
              value={stars}
              aria-label={`${stars} star${stars > 1 ? "s" : ""}`}
              aria-pressed={myVote === stars}
              className="rounded p-1 text-amber-400 hover:scale-110 focus-visible:outline-2 focus-visible:outline-indigo-400"
            >
              <Star aria-hidden className="size-7" fill={myVote !== null && stars <= myVote ? "currentColor" : "none"} />
            </button>
          ))}
        </div>
        <p className={clsx("mt-2 text-sm", error ? "text-red-300" : "text-slate-400")} role="status">
          {error ?? (myVote ? `Your rating: ${myVote} of 5. Thanks!` : "Tap a star to rate.")}
        </p>
      </fieldset>
    </Form>
  );
}
