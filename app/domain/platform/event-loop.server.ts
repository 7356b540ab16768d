/**
 * Long work on the portal's one thread in slices. A feed's 10,000 records took 150-250 ms
 * to read in one go, and every visitor's request (a cached page included) waited for it:
 * here the work stops every few milliseconds and lets waiting requests be answered.
 */
import { setImmediate as nextTurn } from "node:timers/promises";

/** How long one slice may hold the thread: well under a cached page's answer time. */
export const SLICE_MS = 8;

/** A pause to await between steps of a loop: it yields to the event loop once the slice has run SLICE_MS. */
export function sliceBreaks(): () => Promise<void> {
  let sliceStarted = performance.now();
  return async () => {
    if (performance.now() - sliceStarted < SLICE_MS) return;
    await nextTurn();
    sliceStarted = performance.now();
  };
}

/** `items.map(work)`, yielding to the event loop whenever a slice has run SLICE_MS. */
export async function mapInSlices<T, R>(items: readonly T[], work: (item: T, index: number) => R): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  const pause = sliceBreaks();
  for (let index = 0; index < items.length; index += 1) {
    results[index] = work(items[index]!, index);
    await pause();
  }
  return results;
}

/** `promise`, or a rejection after `ms` if it has not settled by then (a database that does not answer, say). */
export function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref();
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
