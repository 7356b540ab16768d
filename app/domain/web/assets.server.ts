/** Files in the database, served at /storage/{bucket}/{path}. */
import { and, eq } from "drizzle-orm";
import type { Database } from "../db/connection.server";
import { assets } from "../db/schema.server";

export interface Asset {
  bucket: string;
  path: string;
  contentType: string;
  data: Buffer;
}

export function assetUrl(bucket: string, path: string): string {
  return `/storage/${bucket}/${path}`;
}

const BUCKET_PATTERN = /^[a-z0-9-]{1,63}$/;
const PATH_PATTERN = /^(?!.*\.\.)[A-Za-z0-9._/-]{1,512}$/;

export async function getAsset(db: Database, bucket: string, path: string): Promise<Asset | null> {
  // Names we never store are not looked up (PostgreSQL would refuse a NUL byte, for one).
  if (!BUCKET_PATTERN.test(bucket) || !PATH_PATTERN.test(path)) return null;
  const [row] = await db
    .select({ bucket: assets.bucket, path: assets.path, contentType: assets.contentType, data: assets.data })
    .from(assets)
    .where(and(eq(assets.bucket, bucket), eq(assets.path, path)))
    .limit(1);
  return row ?? null;
}
