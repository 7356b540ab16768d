import { getAsset } from "~/domain/web/assets.server";
import { database } from "~/domain/platform/runtime.server";
import { makeMissingVariant, makeTitleCard } from "~/domain/catalog/thumbnails.server";
import type { Route } from "./+types/storage";

/** Uploaded files. Their paths never change content, so browsers may keep them for a year. */
export async function loader({ params }: Route.LoaderArgs) {
  const path = params["*"] ?? "";
  const db = await database();
  const asset = path
    ? ((await getAsset(db, params.bucket, path)) ?? (await makeMissingVariant(db, params.bucket, path)) ?? (await makeTitleCard(db, params.bucket, path)))
    : null;
  if (!asset) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(new Uint8Array(asset.data), {
    headers: {
      "Content-Type": asset.contentType,
      "Content-Length": String(asset.data.length),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
}
