/** The publish and edit forms read and checked on the server: the shared rules, then the host allow-list. */
import type { z } from "zod";
import { done, refused, type ActionResult } from "~/lib/action-result";
import { formText } from "~/lib/form-data";
import { editGameSchema, firstMessage, publishGameSchema, type EditGameInput, type PublishGameInput } from "~/lib/game-form";
import { hostRule } from "../platform/runtime.server";
import { refusedGameHost, refusedHostMessage, storedGameUrl } from "./game-hosts.server";

export type Checked<T> = ActionResult<{ input: T }>;

const FIELDS = ["id", "title", "description", "instructions", "orientation", "mobileFriendly", "gameUrl", "thumbnail", "category", "tags"] as const;

async function check<T extends { gameUrl: string }>(schema: z.ZodType<T>, form: FormData | null): Promise<Checked<T>> {
  const raw = Object.fromEntries(FIELDS.map((name) => [name, formText(form, name)]));
  const parsed = schema.safeParse(raw);
  if (!parsed.success) return refused(firstMessage(parsed.error));
  const { allowedHosts, siteUrl } = await hostRule();
  const gameUrl = storedGameUrl(parsed.data.gameUrl, siteUrl);
  const host = refusedGameHost(gameUrl, allowedHosts, siteUrl);
  if (host) return refused(refusedHostMessage(host));
  return done(null, { input: { ...parsed.data, gameUrl } });
}

export const checkPublishForm = (form: FormData | null) => check<PublishGameInput>(publishGameSchema, form);
export const checkEditForm = (form: FormData | null) => check<EditGameInput>(editGameSchema, form);
