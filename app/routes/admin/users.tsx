import ShieldCheck from "lucide-react/icons/shield-check";
import ShieldOff from "lucide-react/icons/shield-off";
import Trash2 from "lucide-react/icons/trash";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ActionButton } from "~/components/admin/action-button";
import { readForm } from "~/lib/form-data";
import { answeredOrUnreachable } from "~/lib/server-unreachable";
import { answer, formField, readIntent } from "~/domain/web/action-answers.server";
import { deleteAccount, listAccounts, setAdminRole, type AccountSummary } from "~/domain/admin/accounts-admin.server";
import { actorOf, requireAdmin } from "~/domain/auth/session.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/users";

export async function loader({ request }: Route.LoaderArgs) {
  const viewer = await requireAdmin(request);
  return { accounts: await listAccounts(await database()), ownId: viewer.user.id };
}

/** What the Users section changes about one account. */
const accountIntent = z.object({
  intent: z.enum(["grant-admin", "revoke-admin", "delete"]),
  userId: formField(100),
});

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const read = readIntent(await readForm(request), accountIntent);
  if (!read.ok) return answer(read);
  const { intent, userId } = read.form;
  const db = await database();
  return answer(
    intent === "delete" ? await deleteAccount(db, actorOf(viewer), userId) : await setAdminRole(db, actorOf(viewer), userId, intent === "grant-admin"),
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
        <p className="mt-1 text-sm text-slate-400">New accounts wait here until an administrator grants them the admin role.</p>
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
          {account.isAdmin ? "Administrator" : "Waiting for approval"}
          {!account.emailVerified && " · email not confirmed"}
          {account.twoFactorEnabled && " · two-factor on"}
          {" · joined "}
          {new Date(account.createdAt).toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" })}
        </p>
      </div>
      {account.isAdmin ? (
        <ActionButton send={{ intent: "revoke-admin", userId: account.id }}>
          <ShieldOff aria-hidden className="size-3.5" />
          Revoke admin
        </ActionButton>
      ) : (
        <ActionButton send={{ intent: "grant-admin", userId: account.id }} variant="primary">
          <ShieldCheck aria-hidden className="size-3.5" />
          Grant admin
        </ActionButton>
      )}
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

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
