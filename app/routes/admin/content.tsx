import ExternalLink from "lucide-react/icons/external-link";
import Eye from "lucide-react/icons/eye";
import EyeOff from "lucide-react/icons/eye-off";
import Pencil from "lucide-react/icons/pencil";
import Plus from "lucide-react/icons/plus";
import Search from "lucide-react/icons/search";
import Trash2 from "lucide-react/icons/trash";
import { Form, Link } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { PageLinks } from "~/components/admin/page-links";
import { ActionButton } from "~/components/admin/action-button";
import { useSearchAsYouType } from "~/components/admin/use-search-as-you-type";
import { buttonVariants } from "~/components/ui/button";
import { Input } from "~/components/ui/field";
import { done, refused } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { CONTENT_KIND_LABELS, CONTENT_KIND_NAMES, contentListSearch, readContentFilters, type ContentFilters } from "~/lib/content-filters";
import { CONTENT_MESSAGES, deleteEntryConfirmation, savedLine } from "~/lib/content-messages";
import { readForm } from "~/lib/form-data";
import { formatCount } from "~/lib/format";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, formId, readIntent } from "~/domain/web/action-answers.server";
import { actorOf } from "~/domain/auth/session.server";
import { contentEntryById, listContentEntries } from "~/domain/content/panel.server";
import { deleteContentEntry, setContentStatus } from "~/domain/content/writes.server";
import { CONTENT_STATUSES } from "~/domain/db/schema.server";
import { database } from "~/domain/platform/runtime.server";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/content";
import { logFailure } from "~/domain/platform/log.server";
import { Badge } from "~/components/ui/badge";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = readContentFilters(new URL(request.url).searchParams);
  const list = await listContentEntries(await database(), filters);
  // Dates as text: the page shows them the same on the server and in the browser.
  return { ...list, entries: list.entries.map((entry) => ({ ...entry, updatedAt: entry.updatedAt.toISOString() })), filters };
}

const contentListIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-status"), id: formId(), status: z.enum(CONTENT_STATUSES) }),
  z.object({ intent: z.literal("delete"), id: formId() }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const read = readIntent(await readForm(request), contentListIntent);
  if (!read.ok) return answer(read);
  const db = await database();
  const { id } = read.form;
  try {
    if (!id || !(await contentEntryById(db, id))) return answer(refused(CONTENT_MESSAGES.missing, 404));
    if (read.form.intent === "delete") {
      return answer((await deleteContentEntry(db, actorOf(viewer), id)) ? done(CONTENT_MESSAGES.deleted) : refused(CONTENT_MESSAGES.missing, 404));
    }
    const { status } = read.form;
    if (!(await setContentStatus(db, actorOf(viewer), id, status))) return answer(refused(CONTENT_MESSAGES.alreadyThat));
    return answer(done(status === "published" ? CONTENT_MESSAGES.published : CONTENT_MESSAGES.unpublished));
  } catch (error) {
    logFailure("Changing a content entry", error);
    return answer(refused(CONTENT_MESSAGES.saveFailed, 500));
  }
}

/** Sent from the browser: a dropped connection keeps the list and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

type ListedEntry = Route.ComponentProps["loaderData"]["entries"][number];

export default function ContentSection({ loaderData: { entries, total, page, pages, filters } }: Route.ComponentProps) {
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 className="text-2xl font-bold">Content</h2>
        <p className="text-sm text-slate-400">{`${formatCount(total)} ${total === 1 ? "entry" : "entries"}`}</p>
        <Link to={`${ADMIN_PATH}/content/new?kind=${filters.kind}`} className={buttonVariants({ size: "sm", className: "sm:ml-auto" })}>
          <Plus aria-hidden className="size-4" />
          {`New ${CONTENT_KIND_NAMES[filters.kind]}`}
        </Link>
      </div>
      <nav aria-label="Kinds of content" className="flex flex-wrap gap-2">
        {(Object.keys(CONTENT_KIND_LABELS) as ContentFilters["kind"][]).map((kind) => (
          <Link
            key={kind}
            to={contentListSearch(filters, { kind, q: "" })}
            aria-current={filters.kind === kind ? "page" : undefined}
            className={buttonVariants({ size: "sm", variant: filters.kind === kind ? "primary" : "secondary" })}
          >
            {CONTENT_KIND_LABELS[kind]}
          </Link>
        ))}
      </nav>
      <SearchContent filters={filters} />
      {entries.length === 0 ? (
        <p className="rounded-2xl border border-white/10 p-8 text-center text-slate-400">
          {filters.q ? "Nothing found matching your search." : "Nothing here yet."}
        </p>
      ) : (
        <ul aria-label={CONTENT_KIND_LABELS[filters.kind]} className="divide-y divide-white/5 rounded-2xl border border-white/10 bg-slate-900/70">
          {entries.map((entry) => (
            <ContentRow key={entry.id} entry={entry} />
          ))}
        </ul>
      )}
      <PageLinks page={page} pages={pages} pageHref={(to) => contentListSearch(filters, { page: to })} />
    </div>
  );
}

/** The list is read again from the server as the operator types. */
function SearchContent({ filters }: { filters: ContentFilters }) {
  const searchAsYouType = useSearchAsYouType();
  return (
    <Form role="search" method="get" className="relative w-full sm:w-96">
      <Search aria-hidden className="pointer-events-none absolute top-2.5 left-3 size-5 text-slate-500" />
      {filters.kind !== "landing" && <input type="hidden" name="kind" value={filters.kind} />}
      <Input
        type="search"
        name="q"
        aria-label="Search content"
        placeholder="Search by title or slug..."
        defaultValue={filters.q}
        maxLength={100}
        className="pl-10"
        onChange={searchAsYouType}
      />
    </Form>
  );
}

function ContentRow({ entry }: { entry: ListedEntry }) {
  const draft = entry.status === "draft";
  return (
    <li className="flex flex-wrap items-center gap-3 p-4 text-sm">
      <div className="min-w-0 flex-1">
        <p className="flex items-center gap-2 font-semibold">
          <span className="truncate">{entry.title}</span>
          <Badge tone={draft ? "warning" : "success"}>{draft ? "Draft" : "Published"}</Badge>
        </p>
        <p className="mt-0.5 flex flex-wrap gap-x-3 text-xs text-slate-400">
          <a href={entry.path} target="_blank" rel="noopener" className="inline-flex items-center gap-1 text-sky-300 hover:underline">
            {entry.path}
            <ExternalLink aria-hidden className="size-3" />
            <span className="sr-only">(opens in a new tab)</span>
          </a>
          <span>{`Last saved ${savedLine(entry.updatedAt, entry.updatedBy)}`}</span>
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`${ADMIN_PATH}/content/${entry.id}`} className={buttonVariants({ variant: "secondary", size: "sm" })} aria-label={`Edit ${entry.title}`}>
          <Pencil aria-hidden className="size-3.5" />
          Edit
        </Link>
        <ActionButton
          send={{ intent: "set-status", id: entry.id, status: draft ? "published" : "draft" }}
          aria-label={`${draft ? "Publish" : "Unpublish"} ${entry.title}`}
        >
          {draft ? <Eye aria-hidden className="size-3.5" /> : <EyeOff aria-hidden className="size-3.5" />}
          {draft ? "Publish" : "Unpublish"}
        </ActionButton>
        <ActionButton
          send={{ intent: "delete", id: entry.id }}
          aria-label={`Delete ${entry.title}`}
          variant="danger"
          confirm={deleteEntryConfirmation(entry.title)}
        >
          <Trash2 aria-hidden className="size-3.5" />
          Delete
        </ActionButton>
      </div>
    </li>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary message={CONTENT_MESSAGES.listFailed} />;
}
