import { data } from "react-router";
import { formText, readForm } from "~/lib/form-data";
import {
  requestPasswordReset,
  resetPassword,
  signIn,
  signOut,
  signUp,
  verifySecondFactor,
  type AuthOutcome,
} from "~/domain/auth/admin-auth.server";
import { clientAddress } from "~/domain/request-context.server";
import type { Route } from "./+types/auth";

/** POST {admin}/auth: the login form's sign-in, sign-up, second factor, password reset and sign-out. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const address = clientAddress(context);
  const email = formText(form, "email", 320).trim();
  const password = formText(form, "password", 1000);
  const intent = formText(form, "intent");
  let outcome: AuthOutcome;
  switch (intent) {
    case "sign-in":
      outcome = await signIn(request, address, { email, password });
      break;
    case "sign-up":
      outcome = await signUp(request, address, { email, password });
      break;
    case "two-factor":
      outcome = await verifySecondFactor(request, address, {
        code: formText(form, "code", 40).replace(/\s/g, ""),
        backup: formText(form, "backup") === "true",
      });
      break;
    case "forgot-password":
      outcome = await requestPasswordReset(email);
      break;
    case "reset-password":
      outcome = await resetPassword({ token: formText(form, "token", 200), password });
      break;
    case "sign-out":
      return data({ ok: true, message: null }, { headers: await signOut(request) });
    default:
      return data({ ok: false, message: "Unknown request" }, { status: 400 });
  }
  if (!outcome.ok) return data({ ok: false, message: outcome.message }, { status: outcome.status, headers: outcome.headers });
  const { headers, ...result } = outcome;
  return data(result, { headers });
}

export function loader() {
  return data({ ok: false, message: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
