import Check from "lucide-react/icons/check";
import Plus from "lucide-react/icons/plus";
import Trash2 from "lucide-react/icons/trash";
import { Link } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { useAddForm } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/field";
import { done, refused } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { readForm } from "~/lib/form-data";
import { formatCount } from "~/lib/format";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, catalogWriteRefusal, readIntent } from "~/domain/web/action-answers.server";
import { actorOf, requireAdmin } from "~/domain/auth/session.server";
import { addGameHost, allowedHostCovering, listGameHosts, normalizedHostPattern, removeGameHost, type HostUse } from "~/domain/catalog/game-hosts.server";
import { database, serverConfig } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/hosts";
import { Badge } from "~/components/ui/badge";
import { PanelActionButton } from "~/components/admin/panel-action-button";

const HOST_MESSAGES = {
  added: "Host added successfully!",
  removed: "Host removed successfully",
  notFound: "Host not found",
  failed: "Updating the game hosts failed. Please try again.",
} as const;

function alreadyAllowed(pattern: string, covering: string): string {
  return covering === pattern ? `${pattern} is already an allowed game host.` : `${pattern} is already allowed: ${covering} covers it.`;
}

/** A host name is at most 253 characters; a little more lets "*." and a port through to the real check. */
const HOST_MAX = 260;

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return listGameHosts(await database(), await serverConfig());
}

/** Adding a host (also what Allow sends for a waiting one) and removing one the panel added. */
const hostIntent = z.object({
  intent: z.enum(["add", "remove"]),
  host: z.string().max(HOST_MAX).default(""),
});

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const read = readIntent(await readForm(request), hostIntent);
  if (!read.ok) return answer(read);
  const { intent, host } = read.form;
  const db = await database();
  try {
    if (intent === "add") {
      const pattern = normalizedHostPattern(host);
      const covering = pattern && (await allowedHostCovering(db, await serverConfig(), pattern));
      if (pattern && covering) return answer(done(alreadyAllowed(pattern, covering)));
      await addGameHost(db, host, actorOf(viewer));
      return answer(done(HOST_MESSAGES.added));
    }
    // Read as the panel stores hosts; anything that is not a host name was never added.
    const pattern = normalizedHostPattern(host);
    const removed = pattern !== null && (await removeGameHost(db, pattern, actorOf(viewer)));
    return answer(removed ? done(HOST_MESSAGES.removed) : refused(HOST_MESSAGES.notFound, 404));
  } catch (error) {
    return answer(catalogWriteRefusal(error, "Updating the game hosts", HOST_MESSAGES.failed));
  }
}

/** Sent from the browser: a dropped connection keeps the form and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

export default function GameHostsSection({ loaderData: { allowed, refused } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Game Hosts</h2>
        <p className="mt-1 text-sm text-slate-400">Games can be published only from these hosts. Hosts set in ALLOWED_GAME_HOSTS are always allowed.</p>
      </div>
      <AddHostForm />
      <Card>
        <CardTitle>Allowed hosts</CardTitle>
        {allowed.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">No hosts allowed yet.</p>
        ) : (
          <ul aria-label="Allowed hosts" className="mt-3 divide-y divide-white/5">
            {allowed.map((use) => (
              <AllowedHostRow key={use.host} use={use} />
            ))}
          </ul>
        )}
      </Card>
      <Card>
        <CardTitle>Hosts waiting for approval</CardTitle>
        <p className="mt-1 text-sm text-slate-400">Games in the catalog from these hosts cannot be published until the host is allowed.</p>
        {refused.length === 0 ? (
          <p className="mt-3 text-sm text-slate-400">No games are waiting for their host.</p>
        ) : (
          <ul aria-label="Hosts waiting for approval" className="mt-3 divide-y divide-white/5">
            {refused.map((use) => (
              <WaitingHostRow key={use.host} use={use} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

function AddHostForm() {
  const { fetcher, form, busy } = useAddForm();
  return (
    <fetcher.Form ref={form} method="post" className="flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="add" />
      <Field label="Host" className="w-full sm:w-80">
        {(id) => <Input id={id} name="host" placeholder="play.example.com or *.example.com" maxLength={HOST_MAX} required autoComplete="off" />}
      </Field>
      <Button type="submit" disabled={busy}>
        <Plus aria-hidden className="size-4" />
        {busy ? "Please wait..." : "Add Host"}
      </Button>
    </fetcher.Form>
  );
}

function GameCount({ use }: { use: HostUse }) {
  const label = `${formatCount(use.games)} ${use.games === 1 ? "game" : "games"}`;
  if (use.games === 0) return <span className="text-xs text-slate-400">{label}</span>;
  return (
    <Link to={`${ADMIN_PATH}/manage?host=${encodeURIComponent(use.host)}`} className="text-xs text-indigo-300 hover:underline">
      {label}
    </Link>
  );
}

function AllowedHostRow({ use }: { use: HostUse }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 text-sm">
      <p className="min-w-0 flex-1 truncate font-mono">{use.host}</p>
      <GameCount use={use} />
      {use.fromEnvironment ? (
        <Badge tone="info" title="Set in ALLOWED_GAME_HOSTS">
          Environment
        </Badge>
      ) : (
        <PanelActionButton
          send={{ intent: "remove", host: use.host }}
          label={`Remove ${use.host}`}
          variant="danger"
          confirm={`Remove ${use.host} from the allowed game hosts? Its games stay in the catalog but cannot be published.`}
        >
          <Trash2 aria-hidden className="size-3.5" />
          Remove
        </PanelActionButton>
      )}
    </li>
  );
}

function WaitingHostRow({ use }: { use: HostUse }) {
  return (
    <li className="flex flex-wrap items-center gap-3 py-3 text-sm">
      <p className="min-w-0 flex-1 truncate font-mono">{use.host}</p>
      <GameCount use={use} />
      <PanelActionButton send={{ intent: "add", host: use.host }} label={`Allow ${use.host}`} variant="primary">
        <Check aria-hidden className="size-3.5" />
        Allow
      </PanelActionButton>
    </li>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
