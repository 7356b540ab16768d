import Search from "lucide-react/icons/search";
import { useState } from "react";
import { Form, Link, useRevalidator } from "react-router";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { PageLinks } from "~/components/admin/page-links";
import { Badge } from "~/components/ui/badge";
import { Button, buttonVariants } from "~/components/ui/button";
import { ScrollingCard } from "~/components/ui/card";
import { Field, Input, Select } from "~/components/ui/field";
import { Table } from "~/components/ui/table";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { ADMIN_PATH } from "~/lib/admin-path";
import { AUDIT_ACTIONS, auditSearch, isFiltered, readAuditFilters, type AuditFilters } from "~/lib/audit-filters";
import { countOf } from "~/lib/format";
import { listedOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { listAuditLog } from "~/domain/admin/audit-log.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/audit";

export async function loader({ request }: Route.LoaderArgs) {
  const filters = readAuditFilters(new URL(request.url).searchParams);
  return { ...(await listAuditLog(await database(), filters)), filters };
}

export const shouldRevalidate = revalidatesAfterForm;

/** Read from the browser (a filter, Previous or Next): the entries shown stay when the server cannot be reached. */
export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  return listedOrUnreachable(serverLoader);
}

type AuditList = Awaited<ReturnType<typeof loader>>;

/** A time as "2031-05-04 10:17 UTC": the same on the server and in every browser. */
function shownTime(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** Entries that tell of something gone wrong. */
const WARNINGS: ReadonlySet<string> = new Set(["failed sign-in", "failed two-factor code", "found game broken", "could not reach most game hosts"]);

export default function AuditLogSection({ loaderData }: Route.ComponentProps) {
  // The last list the server sent, shown again while it cannot be reached.
  const [lastList, setLastList] = useState<AuditList | null>("entries" in loaderData ? loaderData : null);
  if ("entries" in loaderData && loaderData !== lastList) setLastList(loaderData);
  const revalidator = useRevalidator();
  const list = "entries" in loaderData ? loaderData : lastList;
  const unreachable = !("entries" in loaderData);
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-2xl font-bold">Audit Log</h2>
        <p className="mt-1 text-sm text-slate-400">
          Who changed what in the panel and from the operator&apos;s commands, and what the game checks found, the newest first. Times are UTC.
        </p>
      </div>
      {/* Keyed by the address's filters: Clear, Back and a link put their values in the fields. */}
      {list && <AuditFiltersForm key={auditSearch(list.filters, { page: 1 })} filters={list.filters} />}
      {unreachable && (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-amber-400/30 bg-amber-400/10 p-4">
          <p className="text-sm text-amber-100">{ADMIN_MESSAGES.listUnreachable}</p>
          <Button variant="secondary" size="sm" onClick={() => void revalidator.revalidate()}>
            Try again
          </Button>
        </div>
      )}
      {list && <AuditEntries list={list} />}
    </div>
  );
}

function AuditFiltersForm({ filters }: { filters: AuditFilters }) {
  return (
    <Form method="get" role="search" aria-label="Filter the audit log" className="flex flex-wrap items-end gap-3">
      <Field label="Who" className="w-full sm:w-56">
        {(id) => <Input id={id} name="who" type="search" placeholder="Email" maxLength={320} defaultValue={filters.who} />}
      </Field>
      <Field label="What" className="w-full sm:w-64">
        {(id) => (
          <Select id={id} name="what" defaultValue={filters.what ?? ""} options={AUDIT_ACTIONS.map((action) => ({ value: action, label: action }))}>
            <option value="">Any action</option>
          </Select>
        )}
      </Field>
      <Field label="From" className="w-full sm:w-40">
        {(id) => <Input id={id} name="from" type="date" min="1970-01-01" defaultValue={filters.from} />}
      </Field>
      <Field label="To" className="w-full sm:w-40">
        {(id) => <Input id={id} name="to" type="date" min="1970-01-01" defaultValue={filters.to} />}
      </Field>
      <Field label="Target" className="w-full sm:w-56">
        {(id) => <Input id={id} name="target" type="search" placeholder="Text in the target" maxLength={200} defaultValue={filters.target} />}
      </Field>
      <div className="flex gap-2">
        <Button type="submit">
          <Search aria-hidden className="size-4" />
          Filter
        </Button>
        {isFiltered(filters) && (
          <Link to={`${ADMIN_PATH}/audit`} className={buttonVariants({ variant: "secondary" })}>
            Clear
          </Link>
        )}
      </div>
    </Form>
  );
}

function AuditEntries({ list: { entries, total, page, pages, filters } }: { list: AuditList }) {
  const filtered = isFiltered(filters);
  return (
    <>
      <ScrollingCard>
        <p className="text-sm text-slate-400">
          {total === 0
            ? filtered
              ? "No entries match these filters."
              : "Nothing has been changed yet."
            : filtered
              ? `${countOf(total, "entry matches", "entries match")} these filters.`
              : `${countOf(total, "entry", "entries")}.`}
        </p>
        {entries.length > 0 && (
          <Table label="Audit log entries" className="mt-3" columns={["Time", "Who", "What", "Target"]}>
            {entries.map((entry) => (
              <tr key={entry.id}>
                <td className="py-2 pr-3 text-xs whitespace-nowrap text-slate-300">
                  <time dateTime={entry.createdAt}>{shownTime(entry.createdAt)}</time>
                </td>
                <td className="max-w-56 py-2 pr-3 break-words">{entry.actorEmail}</td>
                <td className="py-2 pr-3">
                  <Badge tone={WARNINGS.has(entry.action) ? "warning" : "neutral"}>{entry.action}</Badge>
                </td>
                <td className="max-w-80 py-2 break-words text-slate-200">{entry.target}</td>
              </tr>
            ))}
          </Table>
        )}
      </ScrollingCard>
      <PageLinks page={page} pages={pages} pageHref={(to) => auditSearch(filters, { page: to })} />
    </>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
