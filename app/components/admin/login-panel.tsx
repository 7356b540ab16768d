import { useState } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { ADMIN_PATH } from "~/lib/admin-path";
import { Button } from "../ui/button";
import { Field, Input } from "../ui/field";
import type { ActionResult } from "~/lib/action-result";
import { useResultToast } from "./use-result-toast";
import { Alert } from "~/components/ui/alert";

type Mode = "sign-in" | "sign-up" | "two-factor" | "forgot-password" | "reset-password";

type AuthResult = ActionResult<{ enter?: boolean; twoFactor?: boolean }>;

const TITLES: Record<Mode, string> = {
  "sign-in": "Sign in to manage the games",
  "sign-up": "Create an account",
  "two-factor": "Two-factor authentication",
  "forgot-password": "Reset your password",
  "reset-password": "Choose a new password",
};

/**
 * The admin login form (docs/product.md §2): Email and Password, a switch between signing
 * in and signing up, and the steps beyond the first version (docs/product.md §10) (second factor, password reset).
 */
export function LoginPanel({ resetToken, linkError }: { resetToken: string | null; linkError: boolean }) {
  const fetcher = useFetcher<AuthResult>();
  const [mode, setMode] = useState<Mode>(resetToken ? "reset-password" : "sign-in");
  const [backupCode, setBackupCode] = useState(false);
  const busy = fetcher.state !== "idle";

  useResultToast(fetcher.data, (result) => {
    if (result.ok && result.twoFactor) setMode("two-factor");
    else if (result.ok && mode === "reset-password") setMode("sign-in");
  });

  // The product's own message for empty fields, rather than the browser's bubble (the server checks again).
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const form = new FormData(event.currentTarget);
    if (REQUIRED_FIELDS[mode].some((name) => !String(form.get(name) ?? "").trim())) {
      event.preventDefault();
      toast.error(ADMIN_MESSAGES.fillAllFields);
    }
  }

  return (
    <main className="flex min-h-screen items-center justify-center px-4 py-12">
      <div className="w-full max-w-sm rounded-2xl border border-white/10 bg-slate-900 p-8 shadow-xl">
        <h1 className="text-2xl font-bold">Admin Panel</h1>
        <p className="mt-1 text-sm text-slate-400">{TITLES[mode]}</p>
        {linkError && mode !== "two-factor" && <Alert className="mt-4">That link is invalid or has expired. Ask for a new one below.</Alert>}
        <fetcher.Form method="post" action={`${ADMIN_PATH}/auth`} onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <input type="hidden" name="intent" value={mode} />
          {(mode === "sign-in" || mode === "sign-up" || mode === "forgot-password") && (
            <Field label="Email">{(id) => <Input id={id} name="email" type="email" autoComplete="username" required />}</Field>
          )}
          {(mode === "sign-in" || mode === "sign-up" || mode === "reset-password") && (
            <Field
              label={mode === "reset-password" ? "New password" : "Password"}
              hint={mode === "sign-in" ? undefined : "At least 12 characters, not a common password."}
            >
              {(id) => <Input id={id} name="password" type="password" autoComplete={mode === "sign-in" ? "current-password" : "new-password"} required />}
            </Field>
          )}
          {mode === "reset-password" && <input type="hidden" name="token" value={resetToken ?? ""} />}
          {mode === "two-factor" && (
            <>
              <Field label={backupCode ? "Backup code" : "Code from your authenticator app"}>
                {(id) => <Input id={id} name="code" autoComplete="one-time-code" inputMode={backupCode ? "text" : "numeric"} required autoFocus />}
              </Field>
              <input type="hidden" name="backup" value={String(backupCode)} />
            </>
          )}
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Please wait..." : SUBMIT_LABELS[mode]}
          </Button>
        </fetcher.Form>
        <div className="mt-5 flex flex-col items-center gap-2 text-sm">
          {mode === "sign-in" && (
            <>
              <LinkButton onClick={() => setMode("sign-up")}>Need an account? Sign up</LinkButton>
              <LinkButton onClick={() => setMode("forgot-password")}>Forgot password?</LinkButton>
            </>
          )}
          {mode === "sign-up" && <LinkButton onClick={() => setMode("sign-in")}>Already have an account? Sign in</LinkButton>}
          {mode === "two-factor" && (
            <LinkButton onClick={() => setBackupCode((value) => !value)}>{backupCode ? "Use a code from your app" : "Use a backup code"}</LinkButton>
          )}
          {(mode === "forgot-password" || mode === "reset-password" || mode === "two-factor") && (
            <LinkButton onClick={() => setMode("sign-in")}>Back to sign in</LinkButton>
          )}
        </div>
      </div>
    </main>
  );
}

const REQUIRED_FIELDS: Record<Mode, string[]> = {
  "sign-in": ["email", "password"],
  "sign-up": ["email", "password"],
  "two-factor": ["code"],
  "forgot-password": ["email"],
  "reset-password": ["password"],
};

const SUBMIT_LABELS: Record<Mode, string> = {
  "sign-in": "Sign In",
  "sign-up": "Create Account",
  "two-factor": "Verify",
  "forgot-password": "Send reset link",
  "reset-password": "Save new password",
};

function LinkButton({ onClick, children }: { onClick: () => void; children: React.ReactNode }) {
  return (
    <button type="button" onClick={onClick} className="text-indigo-300 hover:text-indigo-200 hover:underline">
      {children}
    </button>
  );
}
