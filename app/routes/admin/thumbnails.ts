import { done, refused } from "~/lib/action-result";
import { answer } from "~/domain/web/action-answers.server";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { THUMBNAIL_MAX_BYTES } from "~/lib/constants";
import { checkThumbnail, storeUploadedThumbnail, thumbnailTooLargeMessage } from "~/domain/catalog/thumbnails.server";
import { formOfBody, readBodyWithin } from "~/domain/web/request-guards.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/thumbnails";
import { logFailure } from "~/domain/platform/log.server";

/** Room for the multipart envelope around the file itself. */
const BODY_LIMIT = THUMBNAIL_MAX_BYTES + 64 * 1024;

/** POST {admin}/thumbnails: one image in the `file` field; answers its public URL. */
export async function action({ request }: Route.ActionArgs) {
  const body = await readBodyWithin(request, BODY_LIMIT);
  if (!body) return answer(refused(thumbnailTooLargeMessage(), 413));
  const form = await formOfBody(request, body);
  const file = form?.get("file");
  if (!(file instanceof Blob) || file.size === 0) return answer(refused(ADMIN_MESSAGES.selectImage));
  const checked = await checkThumbnail(Buffer.from(await file.arrayBuffer()));
  if (!checked.ok) return answer(refused(checked.message));
  try {
    return answer(done(null, { url: await storeUploadedThumbnail(await database(), checked.webp) }));
  } catch (error) {
    logFailure("Storing a thumbnail", error);
    return answer(refused(ADMIN_MESSAGES.thumbnailFailed, 500));
  }
}

export function loader() {
  return answer(refused("Use POST", 405), { Allow: "POST" });
}
