import { data } from "react-router";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { THUMBNAIL_MAX_BYTES } from "~/lib/constants";
import { checkThumbnail, storeUploadedThumbnail, thumbnailTooLargeMessage } from "~/domain/catalog/thumbnails.server";
import { requireAdmin } from "~/domain/auth/session.server";
import { formOfBody, readBodyWithin } from "~/domain/web/request-guards.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/thumbnails";
import { logFailure } from "~/domain/platform/log.server";

/** Room for the multipart envelope around the file itself. */
const BODY_LIMIT = THUMBNAIL_MAX_BYTES + 64 * 1024;

/** POST {admin}/thumbnails: one image in the `file` field; answers its public URL. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const body = await readBodyWithin(request, BODY_LIMIT);
  if (!body) return data({ message: thumbnailTooLargeMessage() }, { status: 413 });
  const form = await formOfBody(request, body);
  const file = form?.get("file");
  if (!(file instanceof Blob) || file.size === 0) return data({ message: ADMIN_MESSAGES.selectImage }, { status: 400 });
  const checked = await checkThumbnail(Buffer.from(await file.arrayBuffer()));
  if (!checked.ok) return data({ message: checked.message }, { status: 400 });
  try {
    return { url: await storeUploadedThumbnail(await database(), checked.webp) };
  } catch (error) {
    logFailure("Storing a thumbnail", error);
    return data({ message: ADMIN_MESSAGES.thumbnailFailed }, { status: 500 });
  }
}

export function loader() {
  return data({ message: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
