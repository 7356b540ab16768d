import ArrowDown from "lucide-react/icons/arrow-down";
import ArrowUp from "lucide-react/icons/arrow-up";
import Crown from "lucide-react/icons/crown";
import Pin from "lucide-react/icons/pin";
import PinOff from "lucide-react/icons/pin-off";
import Search from "lucide-react/icons/search";
import X from "lucide-react/icons/x";
import { Form, Link } from "react-router";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ActionButton } from "~/components/admin/action-button";
import { GameThumbnail } from "~/components/ui/game-thumbnail";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/field";
import { TRENDING_GAMES_LIMIT } from "~/lib/constants";
import { readForm } from "~/lib/form-data";
import { formatCount } from "~/lib/format";
import type { GameCard } from "~/lib/game";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, readIntent } from "~/domain/web/action-answers.server";
import { actorOf } from "~/domain/auth/session.server";
import { changeFeatured, featuredIntent, featuredSelection, type FeaturedIntent, type TrendingPin } from "~/domain/catalog/featured.server";
import { searchGames } from "~/domain/catalog/reads.server";
import { database } from "~/domain/platform/runtime.server";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/featured";
import { Badge } from "~/components/ui/badge";

/** Published games the search lists; with no text, the most played. */
const FEATURED_SEARCH_LIMIT = 20;
const QUERY_MAX = 100;

export async function loader({ request }: Route.LoaderArgs) {
  const query = (new URL(request.url).searchParams.get("q") ?? "").slice(0, QUERY_MAX);
  const db = await database();
  const [selection, results] = await Promise.all([featuredSelection(db), searchGames(db, { query, limit: FEATURED_SEARCH_LIMIT })]);
  return { ...selection, query, results };
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const read = readIntent(await readForm(request), featuredIntent);
  if (!read.ok) return answer(read);
  return answer(await changeFeatured(await database(), read.form, actorOf(viewer)));
}

/** Sent from the browser: a dropped connection keeps the page and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

export default function FeaturedSection({ loaderData: { hero, pins, query, results } }: Route.ComponentProps) {
  const pinOf = new Map(pins.map((pin) => [pin.id, pin.pin]));
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Featured</h2>
        <p className="mt-1 text-sm text-slate-400">
          The hero game opens the home page. Pinned games take the first places of Trending in this order; the rest follow by plays.
        </p>
      </div>
      <Card>
        <CardTitle>Hero</CardTitle>
        {hero ? (
          <div className="mt-3 flex flex-wrap items-center gap-3 text-sm">
            <Crown aria-hidden className="size-4 text-amber-300" />
            <Link to={`/game/${hero.slug}`} target="_blank" rel="noopener" className="min-w-0 flex-1 truncate font-semibold hover:underline">
              {hero.title}
            </Link>
            {hero.hidden && <HiddenNote>{HIDDEN_NOTES.hero}</HiddenNote>}
            <ActionButton<FeaturedIntent> send={{ intent: "clear-hero" }} aria-label={`Clear hero ${hero.title}`} variant="danger">
              <X aria-hidden className="size-3.5" />
              Clear hero
            </ActionButton>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-400">No hero chosen: the most played game shows in its place.</p>
        )}
      </Card>
      <Card>
        <CardTitle>Trending Pins</CardTitle>
        <p className="mt-1 text-sm text-slate-400">
          {formatCount(pins.length)} of {TRENDING_GAMES_LIMIT} places pinned.
        </p>
        {pins.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">No games pinned: Trending shows the most played games.</p>
        ) : (
          <ol aria-label="Trending Pins" className="mt-3 divide-y divide-white/5">
            {pins.map((pin, index) => (
              <PinRow key={pin.id} pin={pin} first={index === 0} last={index === pins.length - 1} />
            ))}
          </ol>
        )}
      </Card>
      <Card>
        <CardTitle>Find a published game</CardTitle>
        <Form role="search" method="get" className="mt-3 flex flex-wrap gap-2">
          <div className="relative w-full sm:w-80">
            <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-5 text-slate-500" />
            <Input
              type="search"
              name="q"
              aria-label="Search published games"
              placeholder="Search by title or tag..."
              defaultValue={query}
              maxLength={QUERY_MAX}
              className="pl-10"
            />
          </div>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </Form>
        <p className="mt-2 text-xs text-slate-400">
          {query
            ? `Up to ${FEATURED_SEARCH_LIMIT} published games matching “${query}”, most played first.`
            : `The ${FEATURED_SEARCH_LIMIT} most played published games.`}
        </p>
        {results.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">No published games found matching your search.</p>
        ) : (
          <ul aria-label="Published games" className="mt-3 divide-y divide-white/5">
            {results.map((game) => (
              <ResultRow key={game.id} game={game} hero={hero?.id === game.id} pin={pinOf.get(game.id) ?? null} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

const HIDDEN_NOTES = {
  hero: "Hidden from the site as broken: the most played game shows in its place until this one works again (see Health).",
  pin: "Hidden from the site as broken: Trending leaves it out until it works again (see Health).",
};

/** A pick visitors do not see: the Health page tells why and how it comes back. */
function HiddenNote({ children }: { children: string }) {
  return (
    <p role="note" className="w-full text-xs text-amber-200 sm:order-last">
      {children}
    </p>
  );
}

function PinRow({ pin, first, last }: { pin: TrendingPin; first: boolean; last: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 text-sm">
      <span className="w-8 shrink-0 text-right font-mono text-slate-400">{pin.pin}.</span>
      <p className="min-w-0 flex-1 truncate font-semibold">{pin.title}</p>
      {pin.hidden && <HiddenNote>{HIDDEN_NOTES.pin}</HiddenNote>}
      <div className="flex flex-wrap gap-2">
        <ActionButton<FeaturedIntent> send={{ intent: "move-pin", id: pin.id, direction: "up" }} aria-label={`Move up ${pin.title}`} disabled={first}>
          <ArrowUp aria-hidden className="size-3.5" />
          Move up
        </ActionButton>
        <ActionButton<FeaturedIntent> send={{ intent: "move-pin", id: pin.id, direction: "down" }} aria-label={`Move down ${pin.title}`} disabled={last}>
          <ArrowDown aria-hidden className="size-3.5" />
          Move down
        </ActionButton>
        <ActionButton<FeaturedIntent> send={{ intent: "unpin", id: pin.id }} aria-label={`Unpin ${pin.title}`} variant="danger">
          <PinOff aria-hidden className="size-3.5" />
          Unpin
        </ActionButton>
      </div>
    </li>
  );
}

function ResultRow({ game, hero, pin }: { game: GameCard; hero: boolean; pin: number | null }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 text-sm">
      <GameThumbnail src={game.thumbnail} sizes="48px" className="size-12 shrink-0 rounded-lg object-cover" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-semibold">{game.title}</p>
        <p className="mt-0.5 flex flex-wrap gap-2 text-xs text-slate-400">
          <span>{formatCount(game.plays)} plays</span>
          {hero && <Badge tone="warning">Hero</Badge>}
          {pin !== null && <span className="rounded-full bg-indigo-500/20 px-2 text-indigo-200">Pinned #{pin}</span>}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {!hero && (
          <ActionButton<FeaturedIntent> send={{ intent: "make-hero", id: game.id }} aria-label={`Make hero ${game.title}`}>
            <Crown aria-hidden className="size-3.5" />
            Make hero
          </ActionButton>
        )}
        {pin === null && (
          <ActionButton<FeaturedIntent> send={{ intent: "pin", id: game.id }} aria-label={`Pin to Trending ${game.title}`}>
            <Pin aria-hidden className="size-3.5" />
            Pin to Trending
          </ActionButton>
        )}
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
