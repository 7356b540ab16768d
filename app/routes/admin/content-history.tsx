import ArrowLeft from "lucide-react/icons/arrow-left";
import RotateCcw from "lucide-react/icons/rotate-ccw";
import { data, Form, Link } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ActionButton } from "~/components/admin/action-button";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Select } from "~/components/ui/field";
import { done, refused } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { CONTENT_MESSAGES, restoreConfirmation, savedLine } from "~/lib/content-messages";
import { readForm } from "~/lib/form-data";
import { lineDiff, type DiffLine } from "~/lib/line-diff";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, formField, readIntent } from "~/domain/web/action-answers.server";
import { actorOf } from "~/domain/auth/session.server";
import { contentEntryById, isContentEntryId, snapshotText } from "~/domain/content/panel.server";
import { contentSnapshots, contentVersions, ContentInputError, restoreContentVersion } from "~/domain/content/writes.server";
import { database } from "~/domain/platform/runtime.server";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/content-history";
import { logFailure } from "~/domain/platform/log.server";
import { Badge } from "~/components/ui/badge";

/** A version number from the address; null when it is not one. */
function versionParameter(value: string | null): number | null {
  const number = Number(value);
  return value && Number.isSafeInteger(number) && number > 0 ? number : null;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const db = await database();
  const entry = await contentEntryById(db, params.id);
  if (!entry) throw data({ message: CONTENT_MESSAGES.missing }, { status: 404 });
  const versions = await contentVersions(db, entry.id);
  const search = new URL(request.url).searchParams;
  // By default the newest save against the one before it: what the last change did.
  const to = versions.find((version) => version.version === versionParameter(search.get("to"))) ?? versions[0];
  const from = versions.find((version) => version.version === versionParameter(search.get("from"))) ?? versions[1] ?? to;
  // Only the two versions compared are read: an entry's history can run to thousands.
  const snapshots = await contentSnapshots(db, entry.id, from && to ? [from.version, to.version] : []);
  const before = from && snapshots.get(from.version);
  const after = to && snapshots.get(to.version);
  const diff = before && after ? lineDiff(snapshotText(before), snapshotText(after)) : [];
  return {
    entry: { id: entry.id, title: entry.title, version: entry.version },
    versions: versions.map(({ version, savedAt, savedBy }) => ({ version, savedAt: savedAt.toISOString(), savedBy })),
    from: from?.version ?? null,
    to: to?.version ?? null,
    diff,
  };
}

const restoreIntent = z.object({ intent: z.literal("restore"), version: formField(20) });

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const read = readIntent(await readForm(request), restoreIntent);
  if (!read.ok) return answer(read);
  const version = versionParameter(read.form.version);
  if (!isContentEntryId(params.id) || version === null) return answer(refused(CONTENT_MESSAGES.missing, 404));
  try {
    const saved = await restoreContentVersion(await database(), actorOf(viewer), params.id, version);
    return answer(done(CONTENT_MESSAGES.restored(version), { version: saved.version }));
  } catch (error) {
    // The rules or the addresses may have changed since that version was saved.
    if (error instanceof ContentInputError) return answer(refused(`Not restored: ${error.message}`));
    logFailure("Restoring a content version", error);
    return answer(refused(CONTENT_MESSAGES.saveFailed, 500));
  }
}

/** Sent from the browser: a dropped connection keeps the page and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

export default function ContentHistory({ loaderData: { entry, versions, from, to, diff } }: Route.ComponentProps) {
  const changed = diff.filter((line) => line.change !== "same").length;
  return (
    <div className="space-y-5">
      <div>
        <Link to={`${ADMIN_PATH}/content/${entry.id}`} className="inline-flex items-center gap-1 text-sm text-sky-300 hover:underline">
          <ArrowLeft aria-hidden className="size-3.5" />
          Back to the editor
        </Link>
        <h2 className="mt-2 text-2xl font-bold">History of “{entry.title}”</h2>
        <p className="mt-1 text-sm text-slate-400">Every save is kept. Restoring an older version saves it again as a new one.</p>
      </div>
      <Card>
        <CardTitle>Versions</CardTitle>
        <ol aria-label="Versions" className="mt-3 divide-y divide-white/5">
          {versions.map((version) => (
            <VersionRow key={version.version} version={version} current={version.version === entry.version} />
          ))}
        </ol>
      </Card>
      {versions.length > 1 && from !== null && to !== null && (
        <Card className="space-y-3">
          <CardTitle>Compare</CardTitle>
          <Form method="get" className="flex flex-wrap items-end gap-3">
            <VersionSelect label="From version" name="from" value={from} versions={versions} />
            <VersionSelect label="To version" name="to" value={to} versions={versions} />
            <Button type="submit" variant="secondary">
              Compare
            </Button>
          </Form>
          <p className="text-sm text-slate-400">
            {changed === 0
              ? `Versions ${from} and ${to} are the same.`
              : `From version ${from} to version ${to}: lines marked “+ Added” are new in version ${to}, lines marked “− Removed” were in version ${from} only.`}
          </p>
          <DiffView lines={diff} />
        </Card>
      )}
    </div>
  );
}

type ListedVersion = Route.ComponentProps["loaderData"]["versions"][number];

function VersionRow({ version, current }: { version: ListedVersion; current: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 text-sm">
      <p className="font-semibold">{`Version ${version.version}`}</p>
      {current && <Badge tone="success">Current</Badge>}
      <p className="text-slate-400">{savedLine(version.savedAt, version.savedBy)}</p>
      {!current && (
        <ActionButton
          send={{ intent: "restore", version: version.version }}
          confirm={restoreConfirmation(version.version)}
          aria-label={`Restore version ${version.version}`}
          className="ml-auto"
        >
          <RotateCcw aria-hidden className="size-3.5" />
          Restore
        </ActionButton>
      )}
    </li>
  );
}

function VersionSelect({ label, name, value, versions }: { label: string; name: string; value: number; versions: ListedVersion[] }) {
  return (
    <label className="flex flex-col gap-1 text-sm text-slate-300">
      {label}
      {/* Keyed by the shown version, so a new comparison's address sets the choice again. */}
      <Select key={value} name={name} defaultValue={String(value)} className="w-40">
        {versions.map((version) => (
          <option key={version.version} value={version.version}>
            {`Version ${version.version}`}
          </option>
        ))}
      </Select>
    </label>
  );
}

const MARKS: Record<DiffLine["change"], { sign: string; label: string; className: string }> = {
  same: { sign: " ", label: "", className: "text-slate-400" },
  added: { sign: "+", label: "Added", className: "bg-emerald-500/15 text-emerald-100" },
  removed: { sign: "−", label: "Removed", className: "bg-rose-500/15 text-rose-100" },
};

/** The compared versions line by line; each change says what it is in words, not only in colour. */
function DiffView({ lines }: { lines: DiffLine[] }) {
  return (
    // It scrolls on its own: the keyboard reaches it too.
    <ol aria-label="Changes" tabIndex={0} className="max-h-[36rem] overflow-auto rounded-xl bg-slate-950 p-3 font-mono text-xs leading-relaxed">
      {lines.map((line, index) => {
        const mark = MARKS[line.change];
        return (
          <li key={index} className={`flex gap-2 whitespace-pre-wrap break-words px-2 ${mark.className}`}>
            <span aria-hidden className="w-3 shrink-0 select-none">
              {mark.sign}
            </span>
            {mark.label && <span className="shrink-0 font-sans font-semibold">{`${mark.label}:`}</span>}
            <span className="min-w-0">{line.text || " "}</span>
          </li>
        );
      })}
    </ol>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary message={CONTENT_MESSAGES.editorFailed} />;
}
