import Check from "lucide-react/icons/check";
import FileUp from "lucide-react/icons/file-up";
import { useEffect, useEffectEvent } from "react";
import { Link, redirect, useFetcher, useRevalidator } from "react-router";
import { toast } from "sonner";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ActionButton } from "~/components/admin/action-button";
import { useResultToast } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import { Card, CardTitle, ScrollingCard } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/field";
import { refused, type ActionResult } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { feedSummaryLine, feedTooLarge } from "~/lib/feed-formats";
import { countOf, formatCount } from "~/lib/format";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, formField, readIntent } from "~/domain/web/action-answers.server";
import { actorOf } from "~/domain/auth/session.server";
import { allowedGameHosts } from "~/domain/catalog/game-hosts.server";
import { FEED_FORMATS } from "~/domain/feeds/feed-formats.server";
import { FeedFormatSelect } from "~/components/admin/feed-format-select";
import { feedImportProgress, importHostsWaiting, recentFeedImports, runningFeedImport, type FeedImportState } from "~/domain/feeds/feed-import-reads.server";
import { startFeedImport } from "~/domain/feeds/feed-import.server";
import { FEED_MAX_BYTES } from "~/domain/feeds/feed-sources.server";
import { formOfBody, readBodyWithin } from "~/domain/web/request-guards.server";
import { database, serverConfig } from "~/domain/platform/runtime.server";
import { Table } from "~/components/ui/table";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/import";
import { logFailure } from "~/domain/platform/log.server";

const IMPORT_PATH = `${ADMIN_PATH}/import`;
/** Room for the multipart envelope and the other fields around the file itself. */
const BODY_LIMIT = FEED_MAX_BYTES + 64 * 1024;
const URL_MAX = 2048;
/** How often a running import's view reads its progress again. */
const POLL_MS = 1_000;

const IMPORT_MESSAGES = {
  noSource: "Enter a feed URL or choose a feed file.",
  bothSources: "Use either a feed URL or a feed file, not both.",
  badUrl: "The feed URL must be a web address starting with http:// or https://.",
  emptyFile: "The feed file is empty.",
  failed: "Starting the import failed. Please try again.",
  busy: "Another import is running: start this one when it has finished (Recent Imports shows it).",
} as const;

export async function loader({ request }: Route.LoaderArgs) {
  const db = await database();
  const importId = new URL(request.url).searchParams.get("import")?.slice(0, 100) ?? null;
  const viewed = importId ? await feedImportProgress(db, importId) : null;
  // Shown with the summary only: not read again on each second's poll while it runs.
  const waitingHosts = viewed?.state === "done" ? await importHostsWaiting(db, await allowedGameHosts(db, await serverConfig()), viewed.id) : [];
  return {
    importId,
    viewed,
    waitingHosts,
    recent: await recentFeedImports(db, 10),
    maxBytes: FEED_MAX_BYTES,
  };
}

const importIntent = z.object({
  intent: z.literal("import"),
  url: formField(),
  format: z.enum(["", ...FEED_FORMATS]).default(""),
  publish: z.enum(["", "on"]).default(""),
});

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  // Read here, within the upload's limit, after the role check (http/request-bodies.ts leaves this body to the route).
  const body = await readBodyWithin(request, BODY_LIMIT);
  if (!body) return answer(refused(feedTooLarge(FEED_MAX_BYTES), 413));
  const form = await formOfBody(request, body);
  const read = readIntent(form, importIntent);
  if (!read.ok) return answer(read);
  const url = read.form.url.trim();
  const upload = form?.get("file");
  // A file input left empty still sends a part, with no name and nothing in it.
  const file = upload instanceof File && (upload.size > 0 || upload.name !== "") ? upload : null;
  if (!url && !file) return answer(refused(IMPORT_MESSAGES.noSource));
  if (url && file) return answer(refused(IMPORT_MESSAGES.bothSources));
  if (url && (url.length > URL_MAX || !/^https?:\/\//i.test(url) || !URL.canParse(url))) return answer(refused(IMPORT_MESSAGES.badUrl));
  if (file && file.size > FEED_MAX_BYTES) return answer(refused(feedTooLarge(FEED_MAX_BYTES), 413));
  if (file && file.size === 0) return answer(refused(IMPORT_MESSAGES.emptyFile));
  const db = await database();
  if (await runningFeedImport(db)) return answer(refused(IMPORT_MESSAGES.busy, 409));
  const config = await serverConfig();
  let importId: string;
  try {
    importId = await startFeedImport(db, file ? { text: await file.text(), name: file.name.slice(0, 200) || "Uploaded feed" } : { url }, {
      format: read.form.format || undefined,
      publish: read.form.publish === "on",
      actor: actorOf(viewer),
      siteUrl: config.siteUrl,
      allowedHosts: await allowedGameHosts(db, config),
      // The URL goes through the server's outbound fetch rules: no private address unless this allows it.
      allowPrivateFetch: config.allowPrivateFetch,
    });
  } catch (error) {
    logFailure("Starting a feed import", error);
    return answer(refused(IMPORT_MESSAGES.failed, 500));
  }
  return redirect(`${IMPORT_PATH}?import=${encodeURIComponent(importId)}`);
}

/** Sent from the browser: a dropped connection keeps the form and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

export default function ImportGamesSection({ loaderData: { importId, viewed, waitingHosts, recent, maxBytes } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Import Games</h2>
        <p className="mt-1 text-sm text-slate-400">
          Bring in a distributor&apos;s feed from its URL or from a file. New games come in as drafts unless you publish them; games already in the catalog are
          updated where you have not edited them.
        </p>
      </div>
      {importId && !viewed && (
        <Card role="alert">
          <p className="text-sm">This import was not found.</p>
        </Card>
      )}
      {viewed && <ImportView feedImport={viewed} waitingHosts={waitingHosts} />}
      <Card>
        <CardTitle>New import</CardTitle>
        {/* A new import's page starts with an empty form. */}
        <ImportForm key={importId} maxBytes={maxBytes} />
      </Card>
      <RecentImports imports={recent} />
    </div>
  );
}

function ImportForm({ maxBytes }: { maxBytes: number }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";

  // The same checks as the action's, before a large file is sent for nothing.
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    const url = String(form.get("url") ?? "").trim();
    const file = form.get("file");
    const chosen = file instanceof File && (file.size > 0 || file.name !== "") ? file : null;
    const problem =
      !url && !chosen
        ? IMPORT_MESSAGES.noSource
        : url && chosen
          ? IMPORT_MESSAGES.bothSources
          : chosen && chosen.size > maxBytes
            ? feedTooLarge(maxBytes)
            : null;
    if (problem) {
      event.preventDefault();
      toast.error(problem);
    }
  }

  return (
    <fetcher.Form method="post" encType="multipart/form-data" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
      <input type="hidden" name="intent" value="import" />
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Feed URL" hint="The server fetches it, following its pages.">
          {(id) => <Input id={id} name="url" type="url" maxLength={URL_MAX} placeholder="https://provider.example/feed.json" autoComplete="off" />}
        </Field>
        <Field label="Or a feed file" hint={`JSON, up to ${Math.floor(maxBytes / (1024 * 1024))} MB.`}>
          {(id) => <Input id={id} name="file" type="file" accept=".json,application/json" className="py-1.5" />}
        </Field>
      </div>
      <div className="flex flex-wrap items-end gap-4">
        <Field label="Format" className="w-full sm:w-56">
          {(id) => <FeedFormatSelect id={id} />}
        </Field>
        <label className="flex h-10 items-center gap-2 text-sm">
          <input type="checkbox" name="publish" value="on" className="size-4 accent-indigo-500" />
          Publish imported games
        </label>
      </div>
      <p className="text-xs text-slate-400">Games from hosts that are not allowed stay drafts either way.</p>
      <Button type="submit" disabled={busy}>
        <FileUp aria-hidden className="size-4" />
        {busy ? "Please wait..." : "Start Import"}
      </Button>
    </fetcher.Form>
  );
}

/** Reads the page again POLL_MS after each answer while the import runs: never two reads at once. */
function useProgressPolling(running: boolean, latest: FeedImportState) {
  const revalidator = useRevalidator();
  const poll = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    if (!running) return;
    const timer = setTimeout(poll, POLL_MS);
    return () => clearTimeout(timer);
  }, [running, latest]);
}

function ImportView({ feedImport, waitingHosts }: { feedImport: FeedImportState; waitingHosts: { host: string; games: number }[] }) {
  const running = feedImport.state === "running";
  useProgressPolling(running, feedImport);
  const reading = running && feedImport.total === 0;
  const label = reading ? "Reading the feed..." : `${formatCount(feedImport.processed)} of ${formatCount(feedImport.total)} records`;
  const percent = feedImport.total > 0 ? Math.round((feedImport.processed / feedImport.total) * 100) : 0;
  return (
    <Card aria-labelledby="import-view-title">
      <CardTitle id="import-view-title">
        {running ? "Importing" : feedImport.state === "done" ? "Import finished" : feedImport.state === "stopped" ? "Import stopped" : "Import failed"}
      </CardTitle>
      <p className="mt-1 truncate text-sm text-slate-400" title={feedImport.source}>
        {feedImport.source}
      </p>
      {feedImport.state !== "failed" && (
        <div className="mt-4 space-y-1.5">
          <div
            role="progressbar"
            aria-label="Import progress"
            aria-valuemin={0}
            aria-valuemax={feedImport.total}
            // Unknown while the feed is read: the bar then says so instead of a number.
            aria-valuenow={reading ? undefined : feedImport.processed}
            aria-valuetext={label}
            className="h-2.5 overflow-hidden rounded-full bg-white/10"
          >
            <div
              className={reading ? "h-full w-1/3 animate-pulse rounded-full bg-indigo-400" : "h-full rounded-full bg-indigo-400 transition-[width]"}
              style={reading ? undefined : { width: `${percent}%` }}
            />
          </div>
          <p className="text-sm text-slate-300">{label}</p>
        </div>
      )}
      {(feedImport.state === "failed" || feedImport.state === "stopped") && feedImport.message && (
        <div role="alert" className="mt-4 rounded-lg border border-red-500/30 bg-red-500/10 p-3 text-sm text-red-100">
          <p>{feedImport.message}</p>
          {feedImport.state === "failed" && feedImport.processed === 0 && <p className="mt-1">Nothing was changed.</p>}
        </div>
      )}
      {feedImport.state === "done" && <ImportSummary feedImport={feedImport} waitingHosts={waitingHosts} />}
    </Card>
  );
}

function ImportSummary({ feedImport, waitingHosts }: { feedImport: FeedImportState; waitingHosts: { host: string; games: number }[] }) {
  const counts = [
    ["Added", feedImport.added],
    ["Updated", feedImport.updated],
    ["Unchanged", feedImport.unchanged],
    ["Rejected", feedImport.rejected],
  ] as const;
  return (
    <div className="mt-4 space-y-5">
      <dl aria-label="Import summary" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {counts.map(([name, count]) => (
          <div key={name} className="rounded-lg border border-white/10 p-3">
            <dt className="text-xs text-slate-400">{name}</dt>
            <dd className="text-xl font-semibold">{formatCount(count)}</dd>
          </div>
        ))}
      </dl>
      {waitingHosts.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Hosts not allowed yet</h3>
          <p className="mt-1 text-xs text-slate-400">These games stay drafts until their host is allowed.</p>
          <ul aria-label="Hosts not allowed yet" className="mt-2 divide-y divide-white/5">
            {waitingHosts.map((use) => (
              <WaitingHostRow key={use.host} host={use.host} games={use.games} />
            ))}
          </ul>
        </div>
      )}
      {feedImport.unmapped.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Unmapped categories</h3>
          <p className="mt-1 text-xs text-slate-400">
            Their records were rejected.{" "}
            <Link to={`${ADMIN_PATH}/categories`} className="text-indigo-300 hover:underline">
              Map them in Category Mapping
            </Link>
            , then import again.
          </p>
          <ul aria-label="Unmapped categories" className="mt-2 flex flex-wrap gap-2">
            {feedImport.unmapped.map((name) => (
              <li key={name} className="rounded-full bg-amber-400/15 px-2 py-0.5 text-xs text-amber-200">
                {name}
              </li>
            ))}
          </ul>
        </div>
      )}
      {feedImport.rejections.length > 0 && (
        <div>
          <h3 className="text-sm font-semibold">Rejected records</h3>
          {feedImport.rejections.length < feedImport.rejected && (
            <p className="mt-1 text-xs text-slate-400">
              The first {formatCount(feedImport.rejections.length)} of {formatCount(feedImport.rejected)}.
            </p>
          )}
          <ul aria-label="Rejected records" className="mt-2 max-h-80 divide-y divide-white/5 overflow-y-auto text-sm">
            {feedImport.rejections.map((rejection, index) => (
              <li key={`${index}-${rejection.id}`} className="flex gap-3 py-1.5">
                <span className="shrink-0 font-mono text-slate-300">{rejection.id}</span>
                <span className="text-slate-400">{rejection.reason}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/** Allowing a host goes through Game Hosts' own action: one place decides, audits and answers. */
function WaitingHostRow({ host, games }: { host: string; games: number }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-2 text-sm">
      <p className="min-w-0 flex-1 truncate font-mono">{host}</p>
      <span className="text-xs text-slate-400">{countOf(games, "game", "games")}</span>
      <ActionButton send={{ intent: "add", host }} action={`${ADMIN_PATH}/hosts`} variant="primary" aria-label={`Allow host ${host}`}>
        <Check aria-hidden className="size-3.5" />
        Allow host
      </ActionButton>
    </li>
  );
}

const STATE_LABELS: Record<FeedImportState["state"], string> = { running: "Running", done: "Done", failed: "Failed", stopped: "Stopped" };

function RecentImports({ imports }: { imports: FeedImportState[] }) {
  return (
    <ScrollingCard>
      <CardTitle>Recent Imports</CardTitle>
      {imports.length === 0 ? (
        <p className="mt-3 text-sm text-slate-400">No imports yet.</p>
      ) : (
        <Table label="Recent Imports" className="mt-3" columns={["Source", "State", "Result", "Started", "By"]}>
          {imports.map((feedImport) => (
            <tr key={feedImport.id}>
              <td className="max-w-72 truncate py-2 pr-3">
                <Link to={`${IMPORT_PATH}?import=${encodeURIComponent(feedImport.id)}`} className="text-indigo-300 hover:underline" title={feedImport.source}>
                  {feedImport.source}
                </Link>
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">{STATE_LABELS[feedImport.state]}</td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {feedImport.state === "running" ? `${formatCount(feedImport.processed)} of ${formatCount(feedImport.total)}` : feedSummaryLine(feedImport)}
              </td>
              <td className="py-2 pr-3 whitespace-nowrap">
                {new Date(feedImport.startedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
              </td>
              <td className="py-2 whitespace-nowrap">{feedImport.startedBy}</td>
            </tr>
          ))}
        </Table>
      )}
    </ScrollingCard>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
