/**
 * The file a feed or catalog command names, read by whichever process runs the command
 * (the running portal, or the command's own): refused before any of it is read when it is
 * not a regular file or is over the limit, and read no further than the limit when it grows
 * while being read, so memory is bounded by the limit, not the file.
 */
import fs from "node:fs";
import path from "node:path";

/** The file cannot be used as the command's input: why, in the operator's words. */
export class InputFileError extends Error {
  override name = "InputFileError";
}

const CHUNK = 1024 * 1024;

/** The text of the regular file at the absolute path `file`, at most `maxBytes`; else InputFileError(`tooLarge`). */
export async function readInputFile(file: string, maxBytes: number, tooLarge: string): Promise<string> {
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
    if (stat.size > maxBytes) throw new InputFileError(tooLarge);
    const chunks: Buffer[] = [];
    let size = 0;
    for (;;) {
      const chunk = Buffer.allocUnsafe(Math.min(CHUNK, maxBytes + 1 - size));
      const { bytesRead } = await handle.read(chunk, 0, chunk.length, null);
      if (bytesRead === 0) break;
      size += bytesRead;
      // Grown past the limit since it was measured.
      if (size > maxBytes) throw new InputFileError(tooLarge);
      chunks.push(bytesRead === chunk.length ? chunk : chunk.subarray(0, bytesRead));
    }
    return Buffer.concat(chunks, size).toString("utf8");
  } finally {
    await handle.close();
  }
}
