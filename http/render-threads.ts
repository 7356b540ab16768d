/**
 * Threads that render the pages every visitor shares: the page cache's misses, which a
 * crawler walking the long tail of a large catalog makes nearly all of its requests. One
 * thread rendered them before, at 6–7 ms of CPU a page, while the other cores idled
 * (docs/performance.md). Each render thread loads the portal's build and renders with the
 * database the portal's thread opened (for the embedded database, a port to its thread).
 *
 * The portal's thread keeps everything else: the connections, the page cache and its
 * versions, sign-ins, plays, events and the background work. A render thread is told of
 * each catalog change before any render asked after it, so what it keeps per catalog
 * version (the related games' index, the kept reads) is never older than the page asked.
 * The related games' index is read once, by the portal's thread, for all: a thread asks for
 * it and gets the same arrays (shared memory), not a read of every game of its own.
 */
import { Worker, type MessagePort } from "node:worker_threads";
import { emitCatalogChange, type CatalogChangeKind } from "~/domain/catalog/changes.server";
import { RelatedIndex, type ReadIndex, type RelatedIndexMessage, type RelatedIndexSource } from "~/domain/catalog/related-index.server";
import type { SharedDatabase } from "~/domain/db/connection.server";
import { pageRendered } from "~/domain/platform/metrics.server";
import type { CachedPage } from "./page-cache";
import type { Outcome } from "./shared-pages";
import { log } from "~/domain/platform/log.server";

/** A page to render, as the visitor's request asked for it. */
export interface RenderRequest {
  url: string;
  headers: [string, string][];
  clientAddress: string | undefined;
  /** The page cache's version when the render was asked: the page is kept under it. */
  version: number;
}

/** An outcome as it crosses between threads: a Response is not cloneable. */
type RenderedOutcome =
  { page: CachedPage } | { response: { status: number; statusText: string; headers: [string, string][]; body: Uint8Array<ArrayBuffer> | null } };

type ToRenderThread =
  | { id: number; request: RenderRequest }
  | { catalogChanged: CatalogChangeKind }
  | { indexAsked: number; index: RelatedIndexMessage; readAt: number }
  | { indexAsked: number; error: string };
type FromRenderThread =
  { id: number; rendered?: RenderedOutcome; error?: string } | { ready: true; indexedGames?: number } | { asksIndex: number; readSince: number };

/** The portal thread's answer to a render thread asking for the related games' index (RelatedIndexSource, less the database). */
export type IndexAnswer = (readSince: number) => Promise<ReadIndex>;

/** A render thread's code: the build it loads says what to serve (serveRenders, http/app.ts). */
const THREAD_SOURCE = `
(async () => {
  const { parentPort, workerData } = await import("node:worker_threads");
  const portal = await import(workerData.buildUrl);
  await portal.serveRenders(parentPort, workerData.database);
})();
`;

/** How long after a render thread stopped unexpectedly a new one is started. */
const RESTART_DELAY_MS = 1_000;

interface RenderThread {
  worker: Worker;
  /** Renders asked of the thread, with performance.now() when each was (for the metrics). */
  pending: Map<number, { resolve(outcome: Outcome): void; reject(error: Error): void; askedAt: number }>;
}

export class RenderThreads {
  readonly #threads: RenderThread[] = [];
  #nextId = 1;
  #closed = false;
  /** How many games the last thread to start indexed for related games (none on an empty catalog). */
  indexedGames: number | undefined;

  private constructor(
    private readonly buildUrl: string,
    private readonly shareDatabase: () => Promise<SharedDatabase>,
    private readonly answerIndex: IndexAnswer,
  ) {}

  /**
   * Starts `count` threads, each loading the build at `buildUrl`, and resolves once every
   * one is ready to render (its related games' index in hand, which `answerIndex` gives).
   */
  static async start(count: number, buildUrl: string, shareDatabase: () => Promise<SharedDatabase>, answerIndex: IndexAnswer): Promise<RenderThreads> {
    const threads = new RenderThreads(buildUrl, shareDatabase, answerIndex);
    try {
      await Promise.all(Array.from({ length: count }, () => threads.#startThread()));
    } catch (error) {
      await threads.close();
      throw error;
    }
    return threads;
  }

  get size(): number {
    return this.#threads.length;
  }

  /** Renders handed to the threads and not yet back (queued in a thread, or rendering). */
  get rendersInProgress(): number {
    let renders = 0;
    for (const { pending } of this.#threads) renders += pending.size;
    return renders;
  }

  /** Renders in the thread with the fewest renders in progress; rejects when no thread can. */
  render(request: RenderRequest): Promise<Outcome> {
    let chosen: RenderThread | undefined;
    for (const thread of this.#threads) if (!chosen || thread.pending.size < chosen.pending.size) chosen = thread;
    if (!chosen) return Promise.reject(new Error("No render thread is running."));
    const thread = chosen;
    const id = this.#nextId++;
    return new Promise<Outcome>((resolve, reject) => {
      thread.pending.set(id, { resolve, reject, askedAt: performance.now() });
      thread.worker.postMessage({ id, request } satisfies ToRenderThread);
    });
  }

  /** Tells every thread, before the renders asked after it, that the catalog changed. */
  catalogChanged(kind: CatalogChangeKind): void {
    for (const { worker } of this.#threads) worker.postMessage({ catalogChanged: kind } satisfies ToRenderThread);
  }

  /** Ends the threads; the renders they still owe are refused. */
  async close(): Promise<void> {
    this.#closed = true;
    const threads = this.#threads.splice(0);
    for (const { pending } of threads) {
      for (const waiting of pending.values()) waiting.reject(new Error("The render threads are closed."));
      pending.clear();
    }
    await Promise.all(threads.map(({ worker }) => worker.terminate()));
  }

  /** Meanwhile the other threads render, or the portal's own when none is left. */
  #restartLater() {
    setTimeout(() => {
      if (this.#closed) return;
      this.#startThread().catch((error: unknown) => {
        log.error(`A render thread failed to start (${error instanceof Error ? error.message : String(error)}): trying again in ${RESTART_DELAY_MS / 1000} s.`);
        this.#restartLater();
      });
    }, RESTART_DELAY_MS).unref();
  }

  async #startThread(): Promise<void> {
    const database = await this.shareDatabase();
    const transferList = database.engine === "pglite" ? [database.port] : [];
    // None of the process's own flags (its V8 settings apply to every thread regardless).
    const worker = new Worker(THREAD_SOURCE, { eval: true, workerData: { buildUrl: this.buildUrl, database }, transferList, execArgv: [] });
    const thread: RenderThread = { worker, pending: new Map() };
    // Asked while starting too: a thread is ready once it has the index.
    worker.on("message", (message: FromRenderThread) => {
      if (!("asksIndex" in message)) return;
      const { asksIndex: indexAsked, readSince } = message;
      this.answerIndex(readSince).then(
        ({ index, readAt }) => worker.postMessage({ indexAsked, index: index.toMessage(), readAt } satisfies ToRenderThread),
        (error: unknown) => worker.postMessage({ indexAsked, error: error instanceof Error ? error.message : String(error) } satisfies ToRenderThread),
      );
    });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (message: FromRenderThread) => {
        if (!("ready" in message)) return;
        worker.off("error", reject).off("exit", onExit).off("message", onMessage);
        this.indexedGames = message.indexedGames;
        resolve();
      };
      const onExit = (code: number) => reject(new Error(`a render thread stopped while starting (exit code ${code})`));
      worker.on("message", onMessage).once("error", reject).once("exit", onExit);
    });
    worker.on("message", (message: FromRenderThread) => {
      if (!("id" in message)) return;
      const waiting = thread.pending.get(message.id);
      thread.pending.delete(message.id);
      if (waiting) pageRendered("render-threads", waiting.askedAt);
      if (message.rendered) waiting?.resolve(toOutcome(message.rendered));
      else waiting?.reject(new Error(message.error));
    });
    const stopped = (reason: string) => {
      const at = this.#threads.indexOf(thread);
      if (at === -1) return;
      this.#threads.splice(at, 1);
      for (const waiting of thread.pending.values()) waiting.reject(new Error(reason));
      thread.pending.clear();
      if (this.#closed) return;
      log.error(`${reason}: a new one starts in ${RESTART_DELAY_MS / 1000} s.`);
      this.#restartLater();
    };
    worker.on("error", (error) => stopped(`A render thread stopped: ${error.message}`));
    worker.on("exit", (code) => stopped(`A render thread stopped (exit code ${code})`));
    // The portal's HTTP server keeps the process alive; a thread must not keep it from exiting.
    worker.unref();
    this.#threads.push(thread);
  }
}

/**
 * A render thread's side: renders what the portal's thread asks with `render`, and hears
 * the catalog's changes. Called by the build's serveRenders once the thread is ready.
 */
export function answerRenders(port: MessagePort, render: (request: RenderRequest) => Promise<Outcome>, indexedGames: number | undefined): void {
  port.on("message", (message: ToRenderThread) => {
    if ("catalogChanged" in message) return emitCatalogChange(message.catalogChanged);
    if (!("id" in message)) return;
    const { id, request } = message;
    render(request)
      .then(toRenderedOutcome)
      .then(
        (rendered) => port.postMessage({ id, rendered } satisfies FromRenderThread),
        (error: unknown) => port.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies FromRenderThread),
      );
  });
  port.postMessage({ ready: true, indexedGames } satisfies FromRenderThread);
}

/** A render thread's source of related games' indexes: the portal's thread, asked over `port`. */
export function indexesFromPortal(port: MessagePort): RelatedIndexSource {
  const waiting = new Map<number, { resolve(read: ReadIndex): void; reject(error: Error): void }>();
  let nextAsk = 1;
  port.on("message", (message: ToRenderThread) => {
    if (!("indexAsked" in message)) return;
    const asked = waiting.get(message.indexAsked);
    waiting.delete(message.indexAsked);
    if ("error" in message) asked?.reject(new Error(message.error));
    else asked?.resolve({ index: RelatedIndex.fromMessage(message.index), readAt: message.readAt });
  });
  return (_db, readSince) =>
    new Promise((resolve, reject) => {
      const asksIndex = nextAsk++;
      waiting.set(asksIndex, { resolve, reject });
      port.postMessage({ asksIndex, readSince } satisfies FromRenderThread);
    });
}

async function toRenderedOutcome(outcome: Outcome): Promise<RenderedOutcome> {
  if (outcome.page) return { page: outcome.page };
  const { response } = outcome;
  const body = response.body ? new Uint8Array(await response.arrayBuffer()) : null;
  return { response: { status: response.status, statusText: response.statusText, headers: [...response.headers], body } };
}

function toOutcome(rendered: RenderedOutcome): Outcome {
  if ("page" in rendered) {
    // A Buffer arrives as the Uint8Array it was cloned as.
    const { br } = rendered.page;
    return { page: { ...rendered.page, br: Buffer.from(br.buffer, br.byteOffset, br.byteLength) } };
  }
  const { status, statusText, headers, body } = rendered.response;
  const emptyStatus = status === 204 || status === 304;
  return { response: new Response(emptyStatus ? null : body, { status, statusText, headers }) };
}
