/**
 * JSON.parse of a large document (a 20 MB feed) away from the portal's thread. Parsed in
 * one go on it, such a document held every visitor's request, cached pages included, for
 * 100 ms and more. A thread parses it and hands the result back in slices of its lists, each
 * a message of its own, so the portal answers requests between them.
 */
import { Worker } from "node:worker_threads";

/** Below this a document is parsed where it is: a thread's start costs more than it saves. */
export const PARSE_IN_PLACE_MAX = 256 * 1024;

/** The text is not JSON: JSON.parse's own message. */
export class JsonSyntaxError extends Error {
  override name = "JsonSyntaxError";
}

/** The document would take more memory than a parse may have. */
export class JsonTooLargeError extends Error {
  override name = "JsonTooLargeError";
}

type Message =
  | { error: string }
  | { array: true }
  | { value: unknown }
  | { entries: [string, unknown][]; lists: string[] }
  | { list: string | null; items: unknown[] }
  | { done: true };

/**
 * The thread's code, given as text as the database thread's is (db/pglite-thread.server.ts):
 * it needs nothing but JSON, and reads the same from the build, the commands and the tests.
 * A top-level list, or the lists of a top-level object, travel in slices of at most 200 items
 * and about 64 KB; the rest as is. The thread sends a message only when the portal asks for
 * the next: Node reads every message waiting on a port in one turn of the event loop, so
 * slices sent all at once (200 records of 5 KB each, ten times over) held the portal's thread
 * for 57 ms while it copied them in (docs/performance.md, "imports that leave visitors
 * answered").
 */
const THREAD_SOURCE = `
(async () => {
  const { parentPort, workerData } = await import("node:worker_threads");
  const SLICE_ITEMS = 200;
  const SLICE_CHARS = 64 * 1024;
  let text = typeof workerData.text === "string" ? workerData.text : new TextDecoder().decode(workerData.text);
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  let document;
  try {
    document = JSON.parse(text);
  } catch (error) {
    parentPort.postMessage({ error: error.message });
    return;
  }
  text = null;
  function* slices(list, items) {
    let slice = [];
    let chars = 0;
    for (const item of items) {
      slice.push(item);
      chars += item !== null && typeof item === "object" ? JSON.stringify(item).length : 16;
      if (slice.length >= SLICE_ITEMS || chars >= SLICE_CHARS) {
        yield { list, items: slice };
        slice = [];
        chars = 0;
      }
    }
    if (slice.length > 0) yield { list, items: slice };
  }
  function* messages() {
    if (Array.isArray(document)) {
      yield { array: true };
      yield* slices(null, document);
    } else if (document !== null && typeof document === "object") {
      const entries = [];
      const lists = [];
      for (const [key, value] of Object.entries(document)) {
        if (Array.isArray(value)) lists.push(key);
        entries.push([key, Array.isArray(value) ? [] : value]);
      }
      yield { entries, lists };
      for (const key of lists) yield* slices(key, document[key]);
    } else {
      yield { value: document };
    }
    yield { done: true };
  }
  const queue = messages();
  const sendNext = () => {
    const next = queue.next();
    if (!next.done) parentPort.postMessage(next.value);
  };
  parentPort.on("message", sendNext);
  sendNext();
})();
`;

/** The heap a parse may take: a 20 MB feed needs well under this, a hostile one stops here. */
const THREAD_HEAP_MB = 320;

/** Parses `text` (UTF-8 bytes or a string; a leading byte-order mark is ignored). Rejects with JsonSyntaxError when it is not JSON, JsonTooLargeError when it would not fit. */
export async function parseJson(text: string | Uint8Array): Promise<unknown> {
  if (text.length <= PARSE_IN_PLACE_MAX) {
    const source = typeof text === "string" ? text : Buffer.from(text.buffer, text.byteOffset, text.byteLength).toString("utf8");
    try {
      return JSON.parse(source.replace(/^\uFEFF/, ""));
    } catch (error) {
      throw new JsonSyntaxError((error as Error).message);
    }
  }
  return parseInThread(text);
}

function parseInThread(text: string | Uint8Array): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(THREAD_SOURCE, {
      eval: true,
      workerData: { text },
      execArgv: [],
      resourceLimits: { maxOldGenerationSizeMb: THREAD_HEAP_MB },
    });
    let settled = false;
    let result: unknown;
    const lists = new Map<string | null, unknown[]>();
    const settle = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      outcome();
      void worker.terminate();
    };
    worker.on("message", (message: Message) => {
      if ("error" in message) settle(() => reject(new JsonSyntaxError(message.error)));
      else if ("array" in message) {
        const items: unknown[] = [];
        lists.set(null, items);
        result = items;
      } else if ("value" in message) result = message.value;
      else if ("entries" in message) {
        // Own keys as JSON.parse makes them: a "__proto__" key is a key, not a prototype.
        const object = Object.fromEntries(message.entries) as Record<string, unknown[]>;
        for (const key of message.lists) lists.set(key, object[key]!);
        result = object;
      } else if ("list" in message) {
        const items = lists.get(message.list)!;
        for (const item of message.items) items.push(item);
      } else return settle(() => resolve(result));
      // The next slice once waiting requests have had their turn.
      if (!settled) setImmediate(() => worker.postMessage("next"));
    });
    worker.on("error", (error: Error & { code?: string }) =>
      settle(() => reject(error.code === "ERR_WORKER_OUT_OF_MEMORY" ? new JsonTooLargeError("The document is too large to read.") : error)),
    );
    worker.on("exit", (code) => settle(() => reject(new Error(`the JSON thread stopped (exit code ${code})`))));
  });
}
