import Trash2 from "lucide-react/icons/trash";
import { useFetcher } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ActionButton } from "~/components/admin/action-button";
import { useResultToast } from "~/components/admin/use-result-toast";
import type { ActionResult } from "~/lib/action-result";
import { Button } from "~/components/ui/button";
import { Select } from "~/components/ui/field";
import { readForm } from "~/lib/form-data";
import { answeredOrUnreachable } from "~/lib/server-unreachable";
import { answer, formField, readIntent } from "~/domain/web/action-answers.server";
import { deleteAccount, listAccounts, setPanelRole, type AccountSummary } from "~/domain/admin/accounts-admin.server";
import { actorOf } from "~/domain/auth/session.server";
import { database } from "~/domain/platform/runtime.server";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/users";
import { PANEL_ROLES, ROLE_NAMES, ROLE_SUMMARIES } from "~/lib/panel-roles";

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = panelViewer(context);
  return { accounts: await listAccounts(await database()), ownId: viewer.user.id };
}

/** The choice in the role menu for an account that may not use the panel. */
const NO_ROLE = "none";

const ROLE_OPTIONS = [...PANEL_ROLES.map((role) => ({ value: role, label: ROLE_NAMES[role] })), { value: NO_ROLE, label: "No access" }];

/** What the Users section changes about one account. */
const accountIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("set-role"), userId: formField(100), role: z.enum([...PANEL_ROLES, NO_ROLE]) }),
  z.object({ intent: z.literal("delete"), userId: formField(100) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const read = readIntent(await readForm(request), accountIntent);
  if (!read.ok) return answer(read);
  const form = read.form;
  const db = await database();
  return answer(
    form.intent === "delete"
      ? await deleteAccount(db, actorOf(viewer), form.userId)
      : await setPanelRole(db, actorOf(viewer), form.userId, form.role === NO_ROLE ? null : form.role),
  );
}

/** Sent from the browser: a dropped connection keeps the page and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export default function UsersSection({ loaderData: { accounts, ownId } }: Route.ComponentProps) {
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-2xl font-bold">Users</h2>
        <p className="mt-1 text-sm text-slate-400">
          New accounts wait here until an administrator gives them a role.{" "}
          {PANEL_ROLES.map((role) => `${ROLE_NAMES[role]}: ${ROLE_SUMMARIES[role]}.`).join(" ")}
        </p>
      </div>
      <ul className="divide-y divide-white/10 rounded-2xl border border-white/10 bg-slate-900/70">
        {accounts.map((account) => (
          <AccountRow key={account.id} account={account} own={account.id === ownId} />
        ))}
      </ul>
    </div>
  );
}

function AccountRow({ account, own }: { account: AccountSummary; own: boolean }) {
  return (
    <li className="flex flex-wrap items-center gap-3 p-4">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">
          {account.email} {own && <span className="text-xs text-slate-400">(you)</span>}
        </p>
        <p className="text-xs text-slate-400">
          {account.panelRole ? ROLE_NAMES[account.panelRole] : "Waiting for approval"}
          {!account.emailVerified && " · email not confirmed"}
          {account.twoFactorEnabled && " · two-factor on"}
          {" · joined "}
          {new Date(account.createdAt).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" })}
        </p>
      </div>
      <RoleForm account={account} />
      {!own && (
        <ActionButton
          send={{ intent: "delete", userId: account.id }}
          confirm={`Delete the account ${account.email}? This action cannot be undone.`}
          variant="danger"
          aria-label={`Delete ${account.email}`}
        >
          <Trash2 aria-hidden className="size-3.5" />
          Delete
        </ActionButton>
      )}
    </li>
  );
}

/** An account's role, chosen from the menu and saved by its button. */
function RoleForm({ account }: { account: AccountSummary }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" className="flex items-center gap-2">
      <input type="hidden" name="userId" value={account.id} />
      <input type="hidden" name="intent" value="set-role" />
      <Select
        name="role"
        aria-label={`Role of ${account.email}`}
        defaultValue={account.panelRole ?? NO_ROLE}
        key={account.panelRole ?? NO_ROLE}
        disabled={busy}
        options={ROLE_OPTIONS}
        className="w-auto"
      />
      <Button type="submit" size="sm" variant="secondary" disabled={busy} aria-label={`Save the role of ${account.email}`}>
        Save role
      </Button>
    </fetcher.Form>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
