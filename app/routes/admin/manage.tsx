import ChartLine from "lucide-react/icons/chart-line";
import Crown from "lucide-react/icons/crown";
import ExternalLink from "lucide-react/icons/external-link";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import Pencil from "lucide-react/icons/pencil";
import Pin from "lucide-react/icons/pin";
import PinOff from "lucide-react/icons/pin-off";
import Search from "lucide-react/icons/search";
import Star from "lucide-react/icons/star";
import Trash2 from "lucide-react/icons/trash";
import { useState } from "react";
import { Form, Link, useNavigate, useRevalidator } from "react-router";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { EditGameDialog } from "~/components/admin/edit-game-dialog";
import { ActionButton } from "~/components/admin/action-button";
import { GameInsightsDialog } from "~/components/admin/game-insights-dialog";
import { useSearchAsYouType } from "~/components/admin/use-search-as-you-type";
import { GameThumbnail } from "~/components/ui/game-thumbnail";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input, Select } from "~/components/ui/field";
import { ADMIN_MESSAGES, deleteConfirmation } from "~/lib/admin-messages";
import { readForm } from "~/lib/form-data";
import { done, refused } from "~/lib/action-result";
import { z } from "zod";
import { countOf, formatCount } from "~/lib/format";
import { answeredOrUnreachable, listedOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { listManagedGames } from "~/domain/catalog/manage-list.server";
import type { ManagedGame } from "~/lib/managed-game";
import { deleteGame, deleteGames, setGameStatus, setGamesStatus, updateGame } from "~/domain/catalog/writes.server";
import { BULK_ACTIONS, bulkConfirmation, bulkDone, type BulkAction } from "~/lib/admin-messages";
import { MANAGE_PAGE_SIZE, MANAGE_PROVIDERS, MANAGE_SORTS, MANAGE_STATUSES, manageSearch, readManageFilters, type ManageFilters } from "~/lib/manage-filters";
import { PUBLISH_CATEGORIES } from "~/lib/categories";
import { PREVIEW_PARAMETER } from "~/lib/constants";
import { GAME_STATUSES } from "~/domain/db/schema.server";
import { answer, catalogWriteRefusal, formField, readIntent } from "~/domain/web/action-answers.server";
import { checkEditForm } from "~/domain/catalog/game-forms.server";
import { changeFeatured, featuredIntent, isFeaturedIntent, type FeaturedIntent } from "~/domain/catalog/featured.server";
import { actorOf } from "~/domain/auth/session.server";
import { database, hostRule } from "~/domain/platform/runtime.server";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/manage";
import { PageLinks } from "~/components/admin/page-links";
import { Badge } from "~/components/ui/badge";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = readManageFilters(new URL(request.url).searchParams);
  const list = await listManagedGames(await database(), filters);
  return { ...list, filters };
}

/** The ids a bulk action names: at most a page of them, each as long as an id can be. */
const idList = formField(MANAGE_PAGE_SIZE * 101)
  .transform((value) => [
    ...new Set(
      value
        .split(",")
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ])
  .refine((ids) => ids.length > 0 && ids.length <= MANAGE_PAGE_SIZE && ids.every((id) => id.length <= 100));

/** The list's changes: an edit (its fields are the edit form's, checked on their own), a delete, a status, and those for many games. */
const manageIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("delete"), id: formField(100) }),
  z.object({ intent: z.literal("set-status"), id: formField(100), status: z.enum(GAME_STATUSES) }),
  z.object({ intent: z.literal("bulk"), ids: idList, action: z.enum(Object.keys(BULK_ACTIONS) as [BulkAction, ...BulkAction[]]) }),
  // A published game's Make hero, Pin to Trending and Unpin, as the Featured page does them.
  ...featuredIntent.options,
]);

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const form = await readForm(request);
  const read = readIntent(form, manageIntent);
  if (!read.ok) return answer(read);
  const db = await database();
  if (isFeaturedIntent(read.form)) return answer(await changeFeatured(db, read.form, actorOf(viewer)));
  if (read.form.intent === "update") {
    const checked = await checkEditForm(form);
    if (!checked.ok) return answer(checked);
    try {
      const updated = await updateGame(db, checked.input, actorOf(viewer));
      return answer(updated ? done(ADMIN_MESSAGES.gameUpdated) : refused(ADMIN_MESSAGES.updateFailed, 404));
    } catch (error) {
      return answer(catalogWriteRefusal(error, "Updating a game", ADMIN_MESSAGES.updateFailed));
    }
  }
  if (read.form.intent === "set-status") {
    const { id, status } = read.form;
    try {
      const title = await setGameStatus(db, id, status, actorOf(viewer), await hostRule());
      if (title === null) return answer(refused(ADMIN_MESSAGES.updateFailed, 404));
      return answer(done(status === "published" ? ADMIN_MESSAGES.gamePublished : ADMIN_MESSAGES.gameUnpublished));
    } catch (error) {
      return answer(catalogWriteRefusal(error, "Changing a game's status", ADMIN_MESSAGES.updateFailed));
    }
  }
  if (read.form.intent === "bulk") {
    const { ids, action } = read.form;
    try {
      if (action === "delete") {
        const deleted = await deleteGames(db, ids, actorOf(viewer));
        return answer(deleted.length > 0 ? done(bulkDone(action, deleted.length, 0)) : refused(ADMIN_MESSAGES.deleteFailed, 404));
      }
      const {
        changed,
        unchanged,
        refused: notPublished,
      } = await setGamesStatus(db, ids, action === "publish" ? "published" : "draft", actorOf(viewer), await hostRule());
      const message = bulkDone(action, changed.length, notPublished.length, unchanged.length);
      if (changed.length === 0 && notPublished.length > 0) return answer(refused(message));
      return answer(changed.length + unchanged.length > 0 ? done(message) : refused(ADMIN_MESSAGES.updateFailed, 404));
    } catch (error) {
      return answer(catalogWriteRefusal(error, "A bulk change of games", action === "delete" ? ADMIN_MESSAGES.deleteFailed : ADMIN_MESSAGES.updateFailed));
    }
  }
  const { id } = read.form;
  try {
    const deleted = id ? await deleteGame(db, id, actorOf(viewer)) : null;
    return answer(deleted !== null ? done(ADMIN_MESSAGES.gameDeleted) : refused(ADMIN_MESSAGES.deleteFailed, 404));
  } catch (error) {
    return answer(catalogWriteRefusal(error, "Deleting a game", ADMIN_MESSAGES.deleteFailed));
  }
}

/** Sent from the browser: a dropped connection keeps the form and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

/** Read from the browser (a search, Show more, the reload after a change): the list stays when the server cannot be reached. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return listedOrUnreachable(serverLoader);
}

type ManageList = Awaited<ReturnType<typeof loader>>;

export default function ManageGames({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<ManagedGame | null>(null);
  const [insightsOf, setInsightsOf] = useState<ManagedGame | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The last list the server sent, shown again while it cannot be reached.
  const [lastList, setLastList] = useState<ManageList | null>("games" in loaderData ? loaderData : null);
  if ("games" in loaderData && loaderData !== lastList) {
    setLastList(loaderData);
    // A selection is of the games on the page: another page, filter or change clears it.
    setSelected(new Set());
  }
  const revalidator = useRevalidator();
  const unreachable = !("games" in loaderData);
  const list = "games" in loaderData ? loaderData : lastList;
  if (!list) return <Unreachable onRetry={() => void revalidator.revalidate()} />;
  const { games, total, filters, page, pages } = list;
  const filtered = Boolean(filters.q || filters.category || filters.status || filters.provider || filters.host);
  const toggle = (id: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold">Manage Games</h2>
        <p className="text-sm text-slate-400">{countOf(total, "game", "games")}</p>
        <SearchGames filters={filters} />
      </div>
      <ListFilters filters={filters} />
      {unreachable && <Unreachable onRetry={() => void revalidator.revalidate()} />}
      {games.length > 0 && (
        <BulkBar
          ids={[...selected]}
          allSelected={games.every((game) => selected.has(game.id))}
          onSelectAll={(all) => setSelected(new Set(all ? games.map((game) => game.id) : []))}
        />
      )}
      {games.length === 0 ? (
        <p className="rounded-2xl border border-white/10 p-8 text-center text-slate-400">
          {filtered ? "No games found matching your search." : "No games found."}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {games.map((game) => (
            <ManagedGameCard
              key={game.id}
              game={game}
              selected={selected.has(game.id)}
              onSelect={() => toggle(game.id)}
              onEdit={() => setEditing(game)}
              onInsights={() => setInsightsOf(game)}
            />
          ))}
        </ul>
      )}
      <PageLinks page={page} pages={pages} pageHref={(to) => manageSearch(filters, { page: to })} />
      {editing && <EditGameDialog game={editing} onClose={() => setEditing(null)} />}
      {insightsOf && <GameInsightsDialog game={insightsOf} onClose={() => setInsightsOf(null)} />}
    </div>
  );
}

function Unreachable({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4">
      <p className="text-sm text-amber-100">{ADMIN_MESSAGES.listUnreachable}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}

/** Filters as the operator types; the list is read again from the server each time. */
function SearchGames({ filters }: { filters: ManageFilters }) {
  const searchAsYouType = useSearchAsYouType();
  return (
    <Form role="search" method="get" className="relative w-full sm:ml-auto sm:w-80">
      <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-5 text-slate-500" />
      {/* The other filters stay as they are while the text changes. */}
      {(["sort", "category", "status", "provider", "host"] as const).map((name) =>
        filters[name] && !(name === "sort" && filters.sort === "newest") ? <input key={name} type="hidden" name={name} value={filters[name]} /> : null,
      )}
      <Input
        type="search"
        name="q"
        aria-label="Search games"
        placeholder="Search games by title or category..."
        defaultValue={filters.q}
        className="pl-10"
        onChange={searchAsYouType}
      />
    </Form>
  );
}

/** Sort and filters: each choice reads the list again, from its first page. */
function ListFilters({ filters }: { filters: ManageFilters }) {
  const navigate = useNavigate();
  const choose = (changes: Partial<ManageFilters>) => void navigate(manageSearch(filters, changes), { replace: true, preventScrollReset: true });
  const select = (label: string, value: string | undefined, options: Record<string, string>, onChange: (value: string) => void, any?: string) => (
    <label className="flex items-center gap-2 text-sm text-slate-300">
      {label}
      <Select aria-label={label} value={value ?? ""} onChange={(event) => onChange(event.currentTarget.value)} className="w-auto">
        {any && <option value="">{any}</option>}
        {Object.entries(options).map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </Select>
    </label>
  );
  return (
    <div className="flex flex-wrap items-center gap-3">
      {select("Sort by", filters.sort, MANAGE_SORTS, (sort) => choose({ sort: sort as ManageFilters["sort"] }))}
      {select(
        "Category",
        filters.category,
        Object.fromEntries(PUBLISH_CATEGORIES.map((c) => [c, c])),
        (category) => choose({ category: (category || undefined) as ManageFilters["category"] }),
        "All categories",
      )}
      {select("Status", filters.status, MANAGE_STATUSES, (status) => choose({ status: (status || undefined) as ManageFilters["status"] }), "Any status")}
      {select(
        "Source",
        filters.provider,
        MANAGE_PROVIDERS,
        (provider) => choose({ provider: (provider || undefined) as ManageFilters["provider"] }),
        "Any source",
      )}
      {filters.host && (
        <span className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3 py-1 text-sm">
          Host: {filters.host}
          <button type="button" className="text-slate-300 underline" onClick={() => choose({ host: undefined })}>
            Clear
          </button>
        </span>
      )}
    </div>
  );
}

/** Publish, unpublish or delete the games ticked on this page, after a confirmation that counts them. */
function BulkBar({ ids, allSelected, onSelectAll }: { ids: string[]; allSelected: boolean; onSelectAll: (all: boolean) => void }) {
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-2xl border border-white/10 bg-slate-900/70 px-4 py-3">
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={allSelected} onChange={(event) => onSelectAll(event.currentTarget.checked)} className="size-4 accent-indigo-400" />
        Select all on this page
      </label>
      <span className="text-sm text-slate-400">{ids.length} selected</span>
      <div className="ml-auto flex gap-2">
        {(Object.keys(BULK_ACTIONS) as BulkAction[]).map((action) => (
          <ActionButton
            key={action}
            send={{ intent: "bulk", action, ids: ids.join(",") }}
            confirm={bulkConfirmation(action, ids.length)}
            variant={action === "delete" ? "danger" : "secondary"}
            disabled={ids.length === 0}
          >
            {BULK_ACTIONS[action].label} ({ids.length})
          </ActionButton>
        ))}
      </div>
    </div>
  );
}

function ManagedGameCard({
  game,
  selected,
  onSelect,
  onEdit,
  onInsights,
}: {
  game: ManagedGame;
  selected: boolean;
  onSelect: () => void;
  onEdit: () => void;
  onInsights: () => void;
}) {
  return (
    <li className="rounded-2xl border border-white/10 bg-slate-900/70 p-4">
      <div className="flex gap-4">
        <input type="checkbox" checked={selected} onChange={onSelect} aria-label={`Select ${game.title}`} className="mt-1 size-4 shrink-0 accent-indigo-400" />
        <GameThumbnail src={game.thumbnail} sizes="80px" className="size-20 shrink-0 rounded-xl object-cover" />
        <div className="min-w-0 flex-1">
          <h3 className="flex items-center gap-2 font-semibold">
            <span className="truncate">{game.title}</span>
            {game.status === "draft" && <Badge tone="warning">Draft</Badge>}
            {game.featured && <Badge tone="warning">Hero</Badge>}
            {game.trendingPin !== null && (
              <span className="shrink-0 rounded-full bg-indigo-500/20 px-2 py-0.5 text-xs font-medium text-indigo-200">Trending #{game.trendingPin}</span>
            )}
          </h3>
          <p className="mt-0.5 line-clamp-2 text-sm text-slate-400">{game.description || "No description"}</p>
          {game.draftReason && <p className="mt-1 text-xs text-amber-200">{game.draftReason}</p>}
          {game.feedChanges && game.feedChanges.length > 0 && <FeedChanges changes={game.feedChanges} />}
          <p className="mt-2 flex flex-wrap items-center gap-x-3 text-xs text-slate-300">
            <span className="rounded-full bg-indigo-500/20 px-2 py-0.5 text-indigo-200">{game.category}</span>
            <span>{formatCount(game.plays)} plays</span>
            <span className="inline-flex items-center gap-1">
              <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
              {game.rating.toFixed(1)}/5
            </span>
          </p>
        </div>
      </div>
      {/* The card's full width: in a three-column grid the text column is too narrow for a button. */}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${game.title}`}>
          <Pencil aria-hidden className="size-3.5" />
          Edit
        </Button>
        <Button size="sm" variant="secondary" onClick={onInsights} aria-label={`Insights for ${game.title}`}>
          <ChartLine aria-hidden className="size-3.5" />
          Insights
        </Button>
        <ActionButton
          send={{ intent: "set-status", id: game.id, status: game.status === "draft" ? "published" : "draft" }}
          aria-label={`${game.status === "draft" ? "Publish" : "Unpublish"} ${game.title}`}
        >
          {game.status === "draft" ? <Eye aria-hidden className="size-3.5" /> : <EyeOff aria-hidden className="size-3.5" />}
          {game.status === "draft" ? "Publish" : "Unpublish"}
        </ActionButton>
        {game.status === "published" && !game.featured && (
          <ActionButton<FeaturedIntent> send={{ intent: "make-hero", id: game.id }} aria-label={`Make hero ${game.title}`}>
            <Crown aria-hidden className="size-3.5" />
            Make hero
          </ActionButton>
        )}
        {game.status === "published" &&
          (game.trendingPin === null ? (
            <ActionButton<FeaturedIntent> send={{ intent: "pin", id: game.id }} aria-label={`Pin to Trending ${game.title}`}>
              <Pin aria-hidden className="size-3.5" />
              Pin to Trending
            </ActionButton>
          ) : (
            <ActionButton<FeaturedIntent> send={{ intent: "unpin", id: game.id }} aria-label={`Unpin ${game.title}`}>
              <PinOff aria-hidden className="size-3.5" />
              Unpin
            </ActionButton>
          ))}
        <Link
          to={game.status === "draft" ? `/game/${game.slug}?${PREVIEW_PARAMETER}` : `/game/${game.slug}`}
          target="_blank"
          rel="noopener"
          className={buttonVariants({ variant: "secondary", size: "sm" })}
          aria-label={`${game.status === "draft" ? "Preview" : "View"} ${game.title}`}
        >
          <ExternalLink aria-hidden className="size-3.5" />
          {game.status === "draft" ? "Preview" : "View"}
        </Link>
        <ActionButton send={{ intent: "delete", id: game.id }} confirm={deleteConfirmation(game.title)} variant="danger" aria-label={`Delete ${game.title}`}>
          <Trash2 aria-hidden className="size-3.5" />
          Delete
        </ActionButton>
      </div>
    </li>
  );
}

const FIELD_NAMES: Record<string, string> = {
  title: "Title",
  description: "Description",
  instructions: "How to play",
  orientation: "Orientation",
  mobileFriendly: "Mobile friendly",
  gameUrl: "Game URL",
  category: "Category",
  tags: "Tags",
  imageUrl: "Thumbnail",
};

/** What the feed changed at its last sync; a field the operator had edited kept the operator's value. */
function FeedChanges({ changes }: { changes: NonNullable<ManagedGame["feedChanges"]> }) {
  return (
    <details className="mt-1 text-xs text-slate-300">
      <summary className="cursor-pointer text-sky-300">The feed changed {changes.length === 1 ? "1 field" : `${changes.length} fields`}</summary>
      <ul className="mt-1 space-y-0.5">
        {changes.map((change) => (
          <li key={change.field}>
            {FIELD_NAMES[change.field] ?? change.field}: “{change.from}” → “{change.to}”{change.applied ? "" : " (kept yours)"}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary message={ADMIN_MESSAGES.fetchGamesFailed} />;
}
