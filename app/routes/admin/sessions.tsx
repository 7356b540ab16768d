import Monitor from "lucide-react/icons/monitor";
import { useState } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { ActionButton } from "~/components/admin/action-button";
import { useResultToast } from "~/components/admin/use-result-toast";
import { done, type ActionResult, type Done } from "~/lib/action-result";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Field, Input } from "~/components/ui/field";
import { readForm } from "~/lib/form-data";
import { answeredOrUnreachable } from "~/lib/server-unreachable";
import { answer, formField, readIntent } from "~/domain/web/action-answers.server";
import { recordAudit } from "~/domain/admin/audit-log.server";
import {
  SIGN_OUT_SCOPES,
  confirmTwoFactor,
  listOwnSessions,
  revokeOwnSession,
  signOutScope,
  startTwoFactor,
  turnOffTwoFactor,
} from "~/domain/auth/account-security.server";
import { actorOf } from "~/domain/auth/session.server";
import { database } from "~/domain/platform/runtime.server";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/sessions";
import { Badge } from "~/components/ui/badge";

export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = panelViewer(context);
  const sessions = await listOwnSessions(request, viewer.session.token);
  // The token is what revokes a session: the page needs it only for the other devices.
  return {
    sessions: sessions.map(({ token, ...session }) => ({ ...session, token: session.current ? null : token })),
    twoFactorEnabled: viewer.user.twoFactorEnabled ?? false,
  };
}

/** The section's forms, one member per intent. */
const sessionIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sign-out"), scope: z.enum(SIGN_OUT_SCOPES) }),
  z.object({ intent: z.literal("revoke"), token: formField(200) }),
  z.object({ intent: z.literal("two-factor-start"), password: formField(1000) }),
  z.object({ intent: z.literal("two-factor-confirm"), code: formField(20) }),
  z.object({ intent: z.literal("two-factor-off"), password: formField(1000) }),
]);

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const read = readIntent(await readForm(request), sessionIntent);
  if (!read.ok) return answer(read);
  const form = read.form;
  const db = await database();
  switch (form.intent) {
    case "sign-out": {
      const headers = await signOutScope(request, form.scope);
      if (form.scope !== "local") await recordAudit(db, actorOf(viewer), "signed out other devices", viewer.user.email);
      return answer(done(form.scope === "others" ? "Signed out of every other device" : null), headers);
    }
    case "revoke": {
      await revokeOwnSession(request, form.token);
      return answer(done("Signed out of that device"));
    }
    case "two-factor-start":
      return answer(await startTwoFactor(request, form.password));
    case "two-factor-confirm": {
      const { headers, ...result } = await confirmTwoFactor(request, form.code.replace(/\s/g, ""));
      if (result.ok) await recordAudit(db, actorOf(viewer), "turned on two-factor authentication", viewer.user.email);
      return answer(result, headers);
    }
    case "two-factor-off": {
      const { headers, ...result } = await turnOffTwoFactor(request, form.password);
      if (result.ok) await recordAudit(db, actorOf(viewer), "turned off two-factor authentication", viewer.user.email);
      return answer(result, headers);
    }
  }
}

/** Sent from the browser: a dropped connection keeps the page and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export default function SessionsSection({ loaderData: { sessions, twoFactorEnabled } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <h2 className="text-2xl font-bold">Sessions</h2>
      <Card>
        <CardTitle>Signed-in devices</CardTitle>
        <ul className="mt-3 divide-y divide-white/5">
          {sessions.map((session) => (
            <li key={session.id} className="flex flex-wrap items-center gap-3 py-3 text-sm">
              <Monitor aria-hidden className="size-5 text-slate-400" />
              <div className="min-w-0 flex-1">
                <p className="truncate">{describeDevice(session.userAgent)}</p>
                <p className="text-xs text-slate-400">
                  {session.ipAddress ?? "unknown address"} · last active{" "}
                  {new Date(session.updatedAt).toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" })} UTC
                </p>
              </div>
              {session.current ? (
                <Badge tone="success">This device</Badge>
              ) : (
                <ActionButton send={{ intent: "revoke", token: session.token ?? "" }}>Sign out</ActionButton>
              )}
            </li>
          ))}
        </ul>
        <div className="mt-4 flex flex-wrap gap-2">
          <ActionButton send={{ intent: "sign-out", scope: "local" }}>Sign out this device</ActionButton>
          <ActionButton send={{ intent: "sign-out", scope: "others" }}>Sign out all other devices</ActionButton>
          <ActionButton send={{ intent: "sign-out", scope: "global" }} variant="danger">
            Sign out everywhere
          </ActionButton>
        </div>
      </Card>
      <TwoFactorCard enabled={twoFactorEnabled} />
    </div>
  );
}

function describeDevice(userAgent: string | null): string {
  if (!userAgent) return "Unknown device";
  const browser = /Edg\//.test(userAgent)
    ? "Edge"
    : /Chrom(e|ium)\//.test(userAgent)
      ? "Chrome"
      : /Firefox\//.test(userAgent)
        ? "Firefox"
        : /Safari\//.test(userAgent)
          ? "Safari"
          : "Browser";
  const system = /Android/.test(userAgent)
    ? "Android"
    : /iPhone|iPad/.test(userAgent)
      ? "iOS"
      : /Windows/.test(userAgent)
        ? "Windows"
        : /Mac OS/.test(userAgent)
          ? "macOS"
          : /Linux/.test(userAgent)
            ? "Linux"
            : "";
  return system ? `${browser} on ${system}` : browser;
}

type TwoFactorSetup = Done<{ qrSvg?: string; secret?: string; backupCodes?: string[] }>;

/** Two-factor authentication: password, then a QR code and backup codes, then one code to confirm. */
function TwoFactorCard({ enabled }: { enabled: boolean }) {
  const fetcher = useFetcher<TwoFactorSetup | ActionResult>();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  useResultToast(fetcher.data, (result) => {
    if (result.ok && "qrSvg" in result) setSetup(result);
    else if (result.ok) setSetup(null);
  });
  const busy = fetcher.state !== "idle";
  return (
    <Card>
      <CardTitle>Two-factor authentication</CardTitle>
      <p className="mt-1 text-sm text-slate-400">
        {enabled
          ? "On: signing in asks for a code from your authenticator app."
          : "Off: turn it on to ask for a code from an authenticator app at every sign-in."}
      </p>
      {setup?.qrSvg ? (
        <fetcher.Form method="post" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="two-factor-confirm" />
          <p className="text-sm">Scan this code with your authenticator app, or enter the key by hand:</p>
          <div className="size-48 rounded-lg bg-white p-2" dangerouslySetInnerHTML={{ __html: setup.qrSvg }} />
          <p className="font-mono text-sm break-all" aria-label="Authenticator key">
            {setup.secret}
          </p>
          <div>
            <p className="text-sm">Keep these backup codes somewhere safe. Each one signs you in once without the app:</p>
            <ul aria-label="Backup codes" className="mt-2 grid grid-cols-2 gap-1 font-mono text-sm">
              {setup.backupCodes?.map((code) => (
                <li key={code}>{code}</li>
              ))}
            </ul>
          </div>
          <Field label="Code from your app">{(id) => <Input id={id} name="code" inputMode="numeric" autoComplete="one-time-code" required />}</Field>
          <Button type="submit" disabled={busy}>
            {busy ? "Please wait..." : "Turn on"}
          </Button>
        </fetcher.Form>
      ) : (
        <fetcher.Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value={enabled ? "two-factor-off" : "two-factor-start"} />
          <Field label="Your password" className="w-full sm:w-64">
            {(id) => <Input id={id} name="password" type="password" autoComplete="current-password" required />}
          </Field>
          <Button type="submit" variant={enabled ? "danger" : "primary"} disabled={busy}>
            {busy ? "Please wait..." : enabled ? "Turn off" : "Set up"}
          </Button>
        </fetcher.Form>
      )}
    </Card>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
