/**
 * The publish and edit forms read and checked on the server: the shared rules, read as the
 * browser reads them (Conform's `parseWithZod`), then the host allow-list. A refusal names
 * each field at fault with its messages (`fieldErrors`), shown under that field.
 */
import { parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";
import { done, refusedField, refusedFields, type ActionResult, type FieldErrors } from "~/lib/action-result";
import { formText } from "~/lib/form-data";
import { editGameSchema, firstMessage, publishGameSchema, type EditGameInput, type PublishGameInput } from "~/lib/game-form";
import { hostRule } from "../platform/runtime.server";
import { refusedGameHost, refusedHostMessage, storedGameUrl } from "./game-hosts.server";

export type Checked<T> = ActionResult<{ input: T }>;

const FIELDS = ["id", "title", "description", "instructions", "orientation", "mobileFriendly", "gameUrl", "thumbnail", "category", "tags"] as const;

/** Each field's messages; Conform marks a field it skipped with null, which says nothing. */
function fieldErrorsOf(errors: Record<string, string[] | null> | null): FieldErrors {
  return Object.fromEntries(Object.entries(errors ?? {}).filter((entry): entry is [string, string[]] => (entry[1]?.length ?? 0) > 0));
}

async function check<T extends { gameUrl: string }>(schema: z.ZodType<T>, form: FormData | null): Promise<Checked<T>> {
  // Only the form's own fields, each as text (formText): a file, a repeated field or one of
  // Conform's own names (an intent, its state) cannot change what is read.
  const fields = new URLSearchParams(FIELDS.map((name) => [name, formText(form, name)]));
  const submission = parseWithZod(fields, { schema });
  if (submission.status !== "success") {
    const fieldErrors = fieldErrorsOf(submission.error);
    return refusedFields(firstMessage(fieldErrors), fieldErrors);
  }
  const { allowedHosts, siteUrl } = await hostRule();
  const gameUrl = storedGameUrl(submission.value.gameUrl, siteUrl);
  const host = refusedGameHost(gameUrl, allowedHosts, siteUrl);
  if (host) return refusedField("gameUrl", refusedHostMessage(host));
  return done(null, { input: { ...submission.value, gameUrl } });
}

export const checkPublishForm = (form: FormData | null) => check<PublishGameInput>(publishGameSchema, form);
export const checkEditForm = (form: FormData | null) => check<EditGameInput>(editGameSchema, form);
