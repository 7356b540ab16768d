/**
 * The file a feed or catalog command names, read by whichever process runs the command
 * (the running portal, or the command's own): refused before any of it is read when it is
 * not a regular file or is over the limit, and read no further than the limit when it grows
 * while being read, so memory is bounded by the limit, not the file. A command that opens
 * the database itself asks the same of the file first (checkInputFile), before the database
 * is opened; it asks again as it reads, since the file can change in between.
 */
import fs from "node:fs";
import path from "node:path";
import { FEED_MAX_BYTES, feedTooLarge } from "~/lib/feed-formats";

/** The file cannot be used as the command's input: why, in the operator's words. */
export class InputFileError extends Error {
  override name = "InputFileError";
}

/** How large a command's input file may be, and what is said of a larger one. */
export interface InputFileLimit {
  maxBytes: number;
  tooLarge: string;
}

/** A feed file: the panel's upload limit, in the panel's words. */
export const FEED_FILE: InputFileLimit = { maxBytes: FEED_MAX_BYTES, tooLarge: feedTooLarge(FEED_MAX_BYTES) };

/**
 * The largest catalog file an import takes. The import checks every record and re-encodes
 * every thumbnail before it writes anything, so the whole file is in memory at once, several
 * times over (its bytes, its text, the parsed records, the images), and in the running
 * portal when the command hands the file to it: this limit is what bounds that. 50 MB holds
 * several hundred games with their thumbnails (a 1080-pixel WebP is tens to a few hundred
 * KB, a third more in base64), where a feed's 20 MB would hold a catalog of a hundred or
 * so. A larger catalog would need an import that reads and writes a record at a time.
 */
export const CATALOG_FILE_MAX_BYTES = 50 * 1024 * 1024;
export const CATALOG_FILE: InputFileLimit = {
  maxBytes: CATALOG_FILE_MAX_BYTES,
  tooLarge: `the file is larger than ${CATALOG_FILE_MAX_BYTES / 1024 / 1024} MB, the most one import takes`,
};

/** The command's failure line for a file it cannot use: `label` is the command's (feed:import). */
export function inputFileRefusal(label: string, error: InputFileError): string {
  const reason = error.message.endsWith(".") ? error.message : `${error.message}.`;
  return `${label} failed: ${reason} Nothing was changed.`;
}

const CHUNK = 1024 * 1024;

/** The file at the absolute path `file`, opened for reading, once it is known to be a regular file within `limit`. */
async function openInputFile(file: string, limit: InputFileLimit): Promise<fs.promises.FileHandle> {
  if (!path.isAbsolute(file)) throw new InputFileError(`${file} is not an absolute path`);
  let handle: fs.promises.FileHandle;
  try {
    // Without O_NONBLOCK, opening a named pipe waits for a writer that may never come.
    handle = await fs.promises.open(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
  } catch (error) {
    throw new InputFileError(`${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})`);
  }
  try {
    // Asked of the file opened, not of the path: it cannot be swapped between the check and the read.
    const stat = await handle.stat();
    if (stat.isDirectory()) throw new InputFileError(`${file} is a folder, not a file`);
    if (!stat.isFile()) throw new InputFileError(`${file} is not a regular file (a pipe, a device or a socket)`);
    if (stat.size > limit.maxBytes) throw new InputFileError(limit.tooLarge);
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/** Resolves when the file at `file` could be read as the command's input now; else InputFileError, as readInputFile would. */
export async function checkInputFile(file: string, limit: InputFileLimit): Promise<void> {
  await (await openInputFile(file, limit)).close();
}

/** The text of the regular file at the absolute path `file`, at most `limit.maxBytes`; else InputFileError. */
export async function readInputFile(file: string, limit: InputFileLimit): Promise<string> {
  const handle = await openInputFile(file, limit);
  try {
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK, limit.maxBytes + 1 - size));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      size += bytesRead;
      // Grown past the limit since it was measured.
      if (size > limit.maxBytes) throw new InputFileError(limit.tooLarge);
      chunks.push(bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, size).toString("utf8");
  } finally {
    await handle.close();
  }
}
