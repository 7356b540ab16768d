import { Eye, EyeOff, Pencil, Search, Star, Trash2 } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Form, Link, useFetcher, useRevalidator, useSearchParams, useSubmit } from "react-router";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { EditGameDialog } from "~/components/admin/edit-game-dialog";
import { useResultToast } from "~/components/admin/use-result-toast";
import { GameThumbnail } from "~/components/game-thumbnail";
import { Button, buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { ADMIN_MESSAGES, deleteConfirmation } from "~/lib/admin-messages";
import { readForm } from "~/lib/form-data";
import { done, refused, type ActionResult } from "~/lib/action-result";
import { z } from "zod";
import { formatCount } from "~/lib/format";
import { answeredOrUnreachable, isUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { MANAGE_PAGE_SIZE, listManagedGames, type ManagedGame } from "~/domain/catalog/reads.server";
import { deleteGame, setGameStatus, updateGame } from "~/domain/catalog/writes.server";
import { GAME_STATUSES } from "~/domain/db/schema.server";
import { answer, catalogWriteRefusal, formField, readIntent } from "~/domain/action-answers.server";
import { checkEditForm } from "~/domain/catalog/game-forms.server";
import { actorOf, requireAdmin } from "~/domain/auth/session.server";
import { database, hostRule } from "~/domain/runtime.server";
import type { Route } from "./+types/manage";

const MAX_SHOWN = 1000;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const url = new URL(request.url);
  const query = url.searchParams.get("q")?.slice(0, 100) ?? "";
  const requested = Number.parseInt(url.searchParams.get("shown") ?? "", 10);
  const limit = Number.isInteger(requested) ? Math.min(Math.max(requested, MANAGE_PAGE_SIZE), MAX_SHOWN) : MANAGE_PAGE_SIZE;
  const { games, total } = await listManagedGames(await database(), { query, limit });
  return { games, total, query, limit };
}

/** The list's two changes: an edit (its fields are the edit form's, checked on their own) and a delete. */
const manageIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("update") }),
  z.object({ intent: z.literal("delete"), id: formField(100) }),
  z.object({ intent: z.literal("set-status"), id: formField(100), status: z.enum(GAME_STATUSES) }),
]);

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const form = await readForm(request);
  const read = readIntent(form, manageIntent);
  if (!read.ok) return answer(read);
  const db = await database();
  if (read.intent.intent === "update") {
    const checked = await checkEditForm(form);
    if (!checked.ok) return answer(checked);
    try {
      const updated = await updateGame(db, checked.input, actorOf(viewer));
      return answer(updated ? done(ADMIN_MESSAGES.gameUpdated) : refused(ADMIN_MESSAGES.updateFailed, 404));
    } catch (error) {
      return answer(catalogWriteRefusal(error, "Updating a game", ADMIN_MESSAGES.updateFailed));
    }
  }
  if (read.intent.intent === "set-status") {
    const { id, status } = read.intent;
    try {
      const title = await setGameStatus(db, id, status, actorOf(viewer), await hostRule());
      if (title === null) return answer(refused(ADMIN_MESSAGES.updateFailed, 404));
      return answer(done(status === "published" ? ADMIN_MESSAGES.gamePublished : ADMIN_MESSAGES.gameUnpublished));
    } catch (error) {
      return answer(catalogWriteRefusal(error, "Changing a game's status", ADMIN_MESSAGES.updateFailed));
    }
  }
  const { id } = read.intent;
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

/**
 * Read from the browser (a search, Show more, the reload after a change): when the server
 * cannot be reached, the list stays as it was, with a message, instead of the error page.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  try {
    return await serverLoader();
  } catch (error) {
    if (isUnreachable(error)) return { unreachable: true as const };
    throw error;
  }
}

type ManageList = Awaited<ReturnType<typeof loader>>;

export default function ManageGames({ loaderData }: Route.ComponentProps) {
  const [editing, setEditing] = useState<ManagedGame | null>(null);
  // The last list the server sent, shown again while it cannot be reached.
  const [lastList, setLastList] = useState<ManageList | null>("games" in loaderData ? loaderData : null);
  if ("games" in loaderData && loaderData !== lastList) setLastList(loaderData);
  const revalidator = useRevalidator();
  const unreachable = !("games" in loaderData);
  const list = "games" in loaderData ? loaderData : lastList;
  if (!list) return <Unreachable onRetry={() => void revalidator.revalidate()} />;
  const { games, total, query, limit } = list;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold">Manage Games</h2>
        <p className="text-sm text-slate-400">{formatCount(total)} games</p>
        <SearchGames query={query} />
      </div>
      {unreachable && <Unreachable onRetry={() => void revalidator.revalidate()} />}
      {games.length === 0 ? (
        <p className="rounded-2xl border border-white/10 p-8 text-center text-slate-400">
          {query ? "No games found matching your search." : "No games found."}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {games.map((game) => (
            <ManagedGameCard key={game.id} game={game} onEdit={() => setEditing(game)} />
          ))}
        </ul>
      )}
      {games.length < total && limit < MAX_SHOWN && (
        <div className="flex justify-center">
          <ShowMore limit={limit} />
        </div>
      )}
      {editing && <EditGameDialog game={editing} onClose={() => setEditing(null)} />}
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
function SearchGames({ query }: { query: string }) {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (
    <Form role="search" method="get" className="relative w-full sm:ml-auto sm:w-80">
      <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-5 text-slate-500" />
      <Input
        type="search"
        name="q"
        aria-label="Search games"
        placeholder="Search games by title or category..."
        defaultValue={query}
        className="pl-10"
        onChange={(event) => {
          const form = event.currentTarget.form;
          clearTimeout(timer.current);
          timer.current = setTimeout(() => void submit(form, { replace: true }), 250);
        }}
      />
    </Form>
  );
}

function ShowMore({ limit }: { limit: number }) {
  const [searchParams] = useSearchParams();
  const next = new URLSearchParams(searchParams);
  next.set("shown", String(limit + 24));
  return (
    <Link to={`?${next}`} replace preventScrollReset className={buttonVariants({ variant: "secondary" })}>
      Show more
    </Link>
  );
}

function ManagedGameCard({ game, onEdit }: { game: ManagedGame; onEdit: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const deleting = fetcher.state !== "idle";
  return (
    <li className="flex gap-4 rounded-2xl border border-white/10 bg-slate-900/70 p-4">
      <GameThumbnail src={game.thumbnail} sizes="80px" className="size-20 shrink-0 rounded-xl object-cover" />
      <div className="min-w-0 flex-1">
        <h3 className="flex items-center gap-2 font-semibold">
          <span className="truncate">{game.title}</span>
          {game.status === "draft" && <span className="shrink-0 rounded-full bg-amber-400/15 px-2 py-0.5 text-xs font-medium text-amber-200">Draft</span>}
        </h3>
        <p className="mt-0.5 line-clamp-2 text-sm text-slate-400">{game.description || "No description"}</p>
        <p className="mt-2 flex flex-wrap items-center gap-x-3 text-xs text-slate-300">
          <span className="rounded-full bg-indigo-500/20 px-2 py-0.5 text-indigo-200">{game.category}</span>
          <span>{formatCount(game.plays)} plays</span>
          <span className="inline-flex items-center gap-1">
            <Star aria-hidden className="size-3.5 fill-amber-400 text-amber-400" />
            {game.rating.toFixed(1)}/5
          </span>
        </p>
        <div className="mt-3 flex gap-2">
          <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${game.title}`}>
            <Pencil aria-hidden className="size-3.5" />
            Edit
          </Button>
          <fetcher.Form method="post">
            <input type="hidden" name="intent" value="set-status" />
            <input type="hidden" name="id" value={game.id} />
            <input type="hidden" name="status" value={game.status === "draft" ? "published" : "draft"} />
            <Button type="submit" size="sm" variant="secondary" disabled={deleting} aria-label={`${game.status === "draft" ? "Publish" : "Unpublish"} ${game.title}`}>
              {game.status === "draft" ? <Eye aria-hidden className="size-3.5" /> : <EyeOff aria-hidden className="size-3.5" />}
              {game.status === "draft" ? "Publish" : "Unpublish"}
            </Button>
          </fetcher.Form>
          <fetcher.Form
            method="post"
            onSubmit={(event) => {
              if (!window.confirm(deleteConfirmation(game.title))) event.preventDefault();
            }}
          >
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={game.id} />
            <Button type="submit" size="sm" variant="danger" disabled={deleting} aria-label={`Delete ${game.title}`}>
              <Trash2 aria-hidden className="size-3.5" />
              Delete
            </Button>
          </fetcher.Form>
        </div>
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary message={ADMIN_MESSAGES.fetchGamesFailed} />;
}
