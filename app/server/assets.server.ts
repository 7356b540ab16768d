import { and, eq } from "drizzle-orm";
import type { Database } from "./db/connection.server";
import { assets } from "./db/schema.server";

/** Files in the database, served at /storage/{bucket}/{path}. */

export interface Asset {
  bucket: string;
  path: string;
  contentType: string;
  data: Buffer;
}

export function assetUrl(bucket: string, path: string): string {
  return `/storage/${bucket}/${path}`;
}

export async function putAsset(db: Database, asset: Asset): Promise<string> {
  await db
    .insert(assets)
    .values(asset)
    .onConflictDoUpdate({
      target: [assets.bucket, assets.path],
      set: { contentType: asset.contentType, data: asset.data },
    });
  return assetUrl(asset.bucket, asset.path);
}

export async function getAsset(db: Database, bucket: string, path: string): Promise<Asset | null> {
  const [row] = await db
    .select({ bucket: assets.bucket, path: assets.path, contentType: assets.contentType, data: assets.data })
    .from(assets)
    .where(and(eq(assets.bucket, bucket), eq(assets.path, path)))
    .limit(1);
  return row ?? null;
}
