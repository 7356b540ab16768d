import Plus from "lucide-react/icons/plus";
import RefreshCw from "lucide-react/icons/refresh-cw";
import Save from "lucide-react/icons/save";
import Trash2 from "lucide-react/icons/trash";
import { useId } from "react";
import { Link, useFetcher } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { useAddForm, useResultToast } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import { Card, CardTitle, ScrollingCard } from "~/components/ui/card";
import { Field, Input, Select } from "~/components/ui/field";
import { done, refused, type ActionResult } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { FEED_FORMAT_LABELS, feedSummaryLine } from "~/lib/feed-formats";
import { readForm } from "~/lib/form-data";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, catalogWriteRefusal, formField, readIntent } from "~/domain/web/action-answers.server";
import { actorOf, requireAdmin } from "~/domain/auth/session.server";
import { FEED_SCHEDULES } from "~/domain/db/schema.server";
import { FeedFormatSelect } from "~/components/admin/feed-format-select";
import { FEED_DRIP_JOB, FEED_SYNC_JOB } from "~/domain/feeds/feed-schedules.server";
import {
  addSavedFeed,
  deleteSavedFeed,
  DRIP_PER_DAY_MAX,
  FEED_URL_MAX,
  listSavedFeeds,
  queueFeedSync,
  updateSavedFeed,
} from "~/domain/feeds/saved-feeds.server";
import { jobStatuses, type JobKindStatus, type JobRun } from "~/domain/jobs/job-statuses.server";
import { database, serverConfig } from "~/domain/platform/runtime.server";
import { Table } from "~/components/ui/table";
import type { Route } from "./+types/feeds";
import { FetcherButton } from "~/components/admin/panel-action-button";

const FEED_PAGE_MESSAGES = {
  added: "Feed saved successfully!",
  updated: "Feed updated successfully",
  syncQueued: "Sync started: the feed is read in the background.",
  syncBusy: "This feed is already syncing.",
  deleted: "Feed deleted successfully",
  notFound: "Feed not found",
  failed: "Updating the saved feeds failed. Please try again.",
} as const;

const SCHEDULE_LABELS: Record<string, string> = { off: "Off", daily: "Daily", weekly: "Weekly" };
// Spelled out: the component may not read the job modules, which are the server's.
const JOB_LABELS: Record<string, string> = { "feed-sync": "Feed syncs", "feed-drip": "Feed drips", "thumbnail-fetch": "Thumbnail fetches" };

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await database();
  const [feeds, jobs] = await Promise.all([listSavedFeeds(db), jobStatuses(db, { subjectsOf: [FEED_SYNC_JOB, FEED_DRIP_JOB] })]);
  const latest = new Map(jobs.subjects.map((subject) => [subject.subject, subject.latest]));
  return {
    feeds: feeds.map((feed) => ({
      ...feed,
      syncJob: latest.get(`${FEED_SYNC_JOB}:${feed.id}`) ?? null,
      dripJob: latest.get(`${FEED_DRIP_JOB}:${feed.id}`) ?? null,
    })),
    jobKinds: jobs.kinds,
    schedules: FEED_SCHEDULES.map((schedule) => ({ value: schedule, label: SCHEDULE_LABELS[schedule] ?? schedule })),
    dripMax: DRIP_PER_DAY_MAX,
    urlMax: FEED_URL_MAX,
  };
}

/** Saving a feed, changing its schedule and drip, syncing it now and deleting it; the values themselves are checked by saved-feeds.server.ts. */
const feedIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("add"), url: formField(FEED_URL_MAX + 1), format: formField(40), schedule: formField(20), dripPerDay: formField(20) }),
  z.object({ intent: z.literal("update"), id: formField(100), schedule: formField(20), dripPerDay: formField(20) }),
  z.object({ intent: z.literal("sync"), id: formField(100) }),
  z.object({ intent: z.literal("delete"), id: formField(100) }),
]);

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const read = readIntent(await readForm(request), feedIntent);
  if (!read.ok) return answer(read);
  const form = read.form;
  const db = await database();
  try {
    if (form.intent === "add") {
      const { allowPrivateFetch } = await serverConfig();
      await addSavedFeed(db, { url: form.url, format: form.format || null, schedule: form.schedule, dripPerDay: form.dripPerDay }, actorOf(viewer), {
        allowPrivateFetch,
      });
      return answer(done(FEED_PAGE_MESSAGES.added));
    }
    if (form.intent === "update") {
      const updated = await updateSavedFeed(db, form.id, form, actorOf(viewer));
      return answer(updated ? done(FEED_PAGE_MESSAGES.updated) : refused(FEED_PAGE_MESSAGES.notFound, 404));
    }
    if (form.intent === "sync") {
      const queued = await queueFeedSync(db, form.id, actorOf(viewer));
      if (queued === "gone") return answer(refused(FEED_PAGE_MESSAGES.notFound, 404));
      return answer(done(queued === "queued" ? FEED_PAGE_MESSAGES.syncQueued : FEED_PAGE_MESSAGES.syncBusy));
    }
    const deleted = await deleteSavedFeed(db, form.id, actorOf(viewer));
    return answer(deleted !== null ? done(FEED_PAGE_MESSAGES.deleted) : refused(FEED_PAGE_MESSAGES.notFound, 404));
  } catch (error) {
    return answer(catalogWriteRefusal(error, "Updating the saved feeds", FEED_PAGE_MESSAGES.failed));
  }
}

/** Sent from the browser: a dropped connection keeps the form and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

type LoaderData = Route.ComponentProps["loaderData"];
type Options = readonly { value: string; label: string }[];
type FeedRow = LoaderData["feeds"][number];

/** A time as "2031-05-04 10:17 UTC": the same on the server and in every browser. */
function shownTime(iso: string | null): string {
  return iso ? `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC` : "";
}

export default function FeedsSection({ loaderData }: Route.ComponentProps) {
  const { feeds, jobKinds, schedules, dripMax, urlMax } = loaderData;
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Feeds</h2>
        <p className="mt-1 text-sm text-slate-400">
          Saved feeds sync on their schedule and publish their oldest drafts a few each hour. Deleting a feed keeps its games.
        </p>
      </div>
      <Card>
        <CardTitle>Add a Feed</CardTitle>
        <AddFeedForm schedules={schedules} dripMax={dripMax} urlMax={urlMax} />
      </Card>
      <ScrollingCard>
        <CardTitle>Saved Feeds</CardTitle>
        {feeds.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">No feeds saved yet.</p>
        ) : (
          <Table className="mt-3" columns={["URL", "Format", "Schedule", "Drafts a day", "Last sync", "Next sync", { label: "Actions", hidden: true }]}>
            {feeds.map((feed) => (
              // Keyed by its values too: a saved change shows the server's values, not the edited fields'.
              <SavedFeedRow key={`${feed.id}\n${feed.schedule}\n${feed.dripPerDay}`} feed={feed} schedules={schedules} dripMax={dripMax} />
            ))}
          </Table>
        )}
      </ScrollingCard>
      <ScrollingCard>
        <CardTitle>Background Jobs</CardTitle>
        {jobKinds.length === 0 ? <p className="mt-3 text-sm text-slate-400">No background jobs this week.</p> : <JobsTable kinds={jobKinds} />}
      </ScrollingCard>
    </div>
  );
}

function AddFeedForm({ schedules, dripMax, urlMax }: { schedules: Options; dripMax: number; urlMax: number }) {
  const { fetcher, form, busy } = useAddForm();
  return (
    <fetcher.Form ref={form} method="post" className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="add" />
      <Field label="Feed URL" required className="w-full sm:w-96">
        {(id) => <Input id={id} name="url" type="url" maxLength={urlMax} required autoComplete="off" placeholder="https://feeds.example.com/games.json" />}
      </Field>
      <Field label="Format" className="w-full sm:w-48">
        {(id) => <FeedFormatSelect id={id} />}
      </Field>
      <Field label="Schedule" className="w-full sm:w-32">
        {(id) => <Select id={id} name="schedule" options={schedules} defaultValue="off" />}
      </Field>
      <Field label="Drafts published a day" hint={`0 to ${dripMax}`} className="w-full sm:w-44">
        {(id) => <Input id={id} name="dripPerDay" type="number" min={0} max={dripMax} step={1} defaultValue={0} required />}
      </Field>
      <Button type="submit" disabled={busy}>
        <Plus aria-hidden className="size-4" />
        {busy ? "Please wait..." : "Add Feed"}
      </Button>
    </fetcher.Form>
  );
}

/** What the feed's last sync did: its job's result while the job is kept, else its last import. */
function lastSync(feed: FeedRow): string {
  const job = feed.syncJob;
  if (job?.state === "running") return "Syncing now...";
  if (job?.state === "queued") return job.attempts > 0 ? `Failed, trying again at ${shownTime(job.runAt)}: ${job.result ?? ""}` : "Waiting to sync";
  if (job?.state === "failed") return `Failed ${shownTime(job.finishedAt)}: ${job.result ?? ""}`;
  if (job?.state === "done") return `${job.result ?? ""} (${shownTime(job.finishedAt)})`;
  const last = feed.lastImport;
  if (!last) return "Never synced";
  if (last.state === "failed") return `Failed ${shownTime(last.finishedAt)}: ${last.message ?? ""}`;
  if (last.state === "stopped") return last.message ?? "";
  if (last.state === "running") return "Syncing now...";
  return `${feedSummaryLine(last)} (${shownTime(last.finishedAt)})`;
}

function SavedFeedRow({ feed, schedules, dripMax }: { feed: FeedRow; schedules: Options; dripMax: number }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const formId = useId();
  const failed = feed.syncJob?.state === "failed" || (feed.syncJob?.state === "queued" && feed.syncJob.attempts > 0);
  return (
    <tr>
      <td className="max-w-72 py-2 pr-3">
        <p className="truncate font-mono text-xs" title={feed.url}>
          {feed.url}
        </p>
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">{feed.format ? FEED_FORMAT_LABELS[feed.format] : "Detected"}</td>
      <td className="py-2 pr-3">
        <Select form={formId} name="schedule" options={schedules} defaultValue={feed.schedule} aria-label={`Schedule of ${feed.url}`} className="min-w-28" />
      </td>
      <td className="py-2 pr-3">
        <Input
          form={formId}
          name="dripPerDay"
          type="number"
          min={0}
          max={dripMax}
          step={1}
          required
          defaultValue={feed.dripPerDay}
          aria-label={`Drafts published a day from ${feed.url}`}
          className="w-24"
        />
        {feed.dripJob && <p className="mt-1 text-xs text-slate-400">{dripLine(feed.dripJob)}</p>}
      </td>
      <td className={`max-w-80 py-2 pr-3 text-xs ${failed ? "text-rose-300" : "text-slate-300"}`}>
        {lastSync(feed)}
        {feed.lastImport && (
          <>
            {" "}
            <Link to={`${ADMIN_PATH}/import?import=${encodeURIComponent(feed.lastImport.id)}`} className="text-indigo-300 hover:underline">
              Details
              <span className="sr-only"> of the last sync of {feed.url}</span>
            </Link>
          </>
        )}
      </td>
      <td className="py-2 pr-3 text-xs whitespace-nowrap">{feed.schedule === "off" ? "Off" : shownTime(feed.nextSyncAt)}</td>
      <td className="py-2">
        <div className="flex flex-wrap gap-2">
          <FetcherButton fetcher={fetcher} formId={formId} send={{ intent: "update", id: feed.id }} label={`Save ${feed.url}`}>
            <Save aria-hidden className="size-3.5" />
            Save
          </FetcherButton>
          <FetcherButton fetcher={fetcher} send={{ intent: "sync", id: feed.id }} label={`Sync ${feed.url} now`}>
            <RefreshCw aria-hidden className="size-3.5" />
            Sync now
          </FetcherButton>
          <FetcherButton
            fetcher={fetcher}
            send={{ intent: "delete", id: feed.id }}
            label={`Delete ${feed.url}`}
            variant="danger"
            confirm={`Are you sure you want to delete the feed ${feed.url}? Its games stay in the catalog.`}
          >
            <Trash2 aria-hidden className="size-3.5" />
            Delete
          </FetcherButton>
        </div>
      </td>
    </tr>
  );
}

function dripLine(job: JobRun): string {
  if (job.state === "done") return `Last drip: ${job.result ?? ""} (${shownTime(job.finishedAt)})`;
  if (job.state === "failed") return `Last drip failed: ${job.result ?? ""}`;
  return "Drip running";
}

function jobLine(job: JobRun | null): string {
  if (!job) return "";
  if (job.state === "running") return "Running now";
  if (job.state === "queued") return job.attempts > 0 ? `Trying again at ${shownTime(job.runAt)}` : `Due ${shownTime(job.runAt)}`;
  return `${job.state === "failed" ? "Failed" : "Done"} ${shownTime(job.finishedAt)}`;
}

function JobsTable({ kinds }: { kinds: JobKindStatus[] }) {
  return (
    <Table label="Background jobs" className="mt-3" columns={["Job", "Waiting", "Running", "Failed", "Last run", "Attempts", "Result"]}>
      {kinds.map((kind) => (
        <tr key={kind.kind}>
          <td className="py-2 pr-3 whitespace-nowrap">{JOB_LABELS[kind.kind] ?? kind.kind}</td>
          <td className="py-2 pr-3">{kind.waiting}</td>
          <td className="py-2 pr-3">{kind.running}</td>
          <td className={`py-2 pr-3 ${kind.failed > 0 ? "text-rose-300" : ""}`}>{kind.failed}</td>
          <td className="py-2 pr-3 text-xs whitespace-nowrap">{jobLine(kind.latest)}</td>
          <td className="py-2 pr-3">{kind.latest ? `${kind.latest.attempts} of ${kind.latest.maxAttempts}` : ""}</td>
          <td className="max-w-96 py-2 text-xs text-slate-300">{kind.latest?.result ?? ""}</td>
        </tr>
      ))}
    </Table>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
