import { data, redirect } from "react-router";
import { LoginPanel } from "~/components/admin/login-panel";
import { SignOutButton } from "~/components/admin/sign-out-button";
import { afterSignIn } from "~/domain/auth/admin-guard.server";
import { readSession } from "~/domain/auth/session.server";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { revalidatesAfterForm } from "~/lib/server-unreachable";
import type { Route } from "./+types/sign-in";

/**
 * The login form (docs/product.md §2), where the panel's guard sends a visitor who is not
 * signed in; a signed-in account without the admin role sees that it awaits approval, and
 * an administrator goes on to the page asked for.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const { viewer, headers } = await readSession(request);
  const url = new URL(request.url);
  if (viewer?.panelRole) throw redirect(afterSignIn(url.searchParams.get("next")), { headers });
  return data(
    {
      awaitingApproval: viewer ? viewer.user.email : null,
      // Links in mails come back here: ?token= to choose a new password, ?error= when a link failed.
      resetToken: url.searchParams.get("token")?.slice(0, 200) ?? null,
      linkError: url.searchParams.has("error"),
    },
    { headers: { ...Object.fromEntries(headers), "Cache-Control": "no-store" } },
  );
}

export const shouldRevalidate = revalidatesAfterForm;

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { awaitingApproval, resetToken, linkError } = loaderData;
  return awaitingApproval ? <AwaitingApproval email={awaitingApproval} /> : <LoginPanel resetToken={resetToken} linkError={linkError} />;
}

function AwaitingApproval({ email }: { email: string }) {
  return (
    <main className="flex min-h-screen items-center justify-center px-4">
      <div className="max-w-md space-y-4 rounded-2xl border border-white/10 bg-slate-900 p-8 text-center">
        <h1 className="text-2xl font-bold">Admin Panel</h1>
        <p className="text-slate-200">{ADMIN_MESSAGES.awaitingApproval}</p>
        <p className="text-sm text-slate-400">Signed in as {email}</p>
        <div className="flex justify-center">
          <SignOutButton />
        </div>
      </div>
    </main>
  );
}
