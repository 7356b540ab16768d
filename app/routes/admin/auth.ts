import { redirect } from "react-router";
import { z } from "zod";
import { SIGN_IN_PATH } from "~/lib/admin-path";
import { FIRST_VISIT_SET } from "~/domain/auth/first-visit.server";
import { refused } from "~/lib/action-result";
import { readForm } from "~/lib/form-data";
import { answer, formField, readIntent } from "~/domain/web/action-answers.server";
import { requestPasswordReset, resetPassword, signIn, signOut, signUp, verifySecondFactor, type AuthOutcome } from "~/domain/auth/admin-auth.server";
import { clientAddress } from "~/domain/web/request-context.server";
import type { Route } from "./+types/auth";

/** The login form's steps, one member per intent. */
const authIntent = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("sign-in"), email: formField(320), password: formField(1000) }),
  z.object({ intent: z.literal("sign-up"), email: formField(320), password: formField(1000) }),
  z.object({ intent: z.literal("two-factor"), code: formField(40), backup: formField(10) }),
  z.object({ intent: z.literal("forgot-password"), email: formField(320) }),
  z.object({ intent: z.literal("reset-password"), token: formField(200), password: formField(1000) }),
  z.object({ intent: z.literal("sign-out") }),
]);

/** POST {admin}/auth: the login form's sign-in, sign-up, second factor, password reset and sign-out. */
export async function action({ request, context }: Route.ActionArgs) {
  const read = readIntent(await readForm(request), authIntent);
  if (!read.ok) return answer(read);
  const form = read.form;
  const address = clientAddress(context);
  let outcome: AuthOutcome;
  switch (form.intent) {
    case "sign-in":
      outcome = await signIn(request, address, { email: form.email.trim(), password: form.password });
      break;
    case "sign-up":
      outcome = await signUp(request, address, { email: form.email.trim(), password: form.password });
      break;
    case "two-factor":
      outcome = await verifySecondFactor(request, address, { code: form.code.replace(/\s/g, ""), backup: form.backup === "true" });
      break;
    case "forgot-password":
      outcome = await requestPasswordReset(form.email.trim());
      break;
    case "reset-password":
      outcome = await resetPassword({ token: form.token, password: form.password });
      break;
    case "sign-out":
      // To the sign-in form, which a panel page would lead to anyway.
      return redirect(SIGN_IN_PATH, { headers: await signOut(request) });
  }
  const { headers = new Headers(), ...result } = outcome;
  if (form.intent === "sign-up" && result.ok && result.enter) headers.append("Set-Cookie", FIRST_VISIT_SET);
  return answer(result, headers);
}

export function loader() {
  return answer(refused("Use POST", 405), { Allow: "POST" });
}
