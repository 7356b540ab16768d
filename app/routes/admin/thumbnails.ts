import { data } from "react-router";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { THUMBNAIL_MAX_BYTES } from "~/lib/constants";
import { checkThumbnail, storeUploadedThumbnail, thumbnailTooLargeMessage } from "~/domain/catalog/thumbnails.server";
import { requireAdmin } from "~/domain/auth/session.server";
import { database } from "~/domain/runtime.server";
import type { Route } from "./+types/thumbnails";

/** Room for the multipart envelope around the file itself. */
const BODY_LIMIT = THUMBNAIL_MAX_BYTES + 64 * 1024;

/** The body, or null once it passes `limit` bytes: an oversized upload is never read in full. */
async function readLimited(request: Request, limit: number): Promise<Buffer | null> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit || !request.body) return declared > limit ? null : Buffer.alloc(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = request.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}

/** POST {admin}/thumbnails: one image in the `file` field; answers its public URL. */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const body = await readLimited(request, BODY_LIMIT);
  if (!body) return data({ message: thumbnailTooLargeMessage() }, { status: 413 });
  const form = await new Response(new Uint8Array(body), { headers: { "Content-Type": request.headers.get("Content-Type") ?? "" } })
    .formData()
    .catch(() => null);
  const file = form?.get("file");
  if (!(file instanceof Blob) || file.size === 0) return data({ message: ADMIN_MESSAGES.selectImage }, { status: 400 });
  const checked = await checkThumbnail(Buffer.from(await file.arrayBuffer()));
  if (!checked.ok) return data({ message: checked.message }, { status: 400 });
  try {
    return { url: await storeUploadedThumbnail(await database(), checked.webp) };
  } catch (error) {
    console.error("Storing a thumbnail failed:", error);
    return data({ message: ADMIN_MESSAGES.thumbnailFailed }, { status: 500 });
  }
}

export function loader() {
  return data({ message: "Use POST" }, { status: 405, headers: { Allow: "POST" } });
}
