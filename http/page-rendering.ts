/**
 * Where a page is rendered: React Router's handler in this thread, or one of the render
 * threads, started only when this thread is busy. http/app.ts's steps ask for pages here.
 */
import type { MessagePort } from "node:worker_threads";
import { createRequestHandler } from "react-router";
import { relatedIndexes, searchIndexes } from "~/domain/catalog/reads.server";
import { currentCatalogVersion } from "~/domain/catalog/changes.server";
import type { DatabaseHandle, SharedDatabase } from "~/domain/db/connection.server";
import { onCatalogChange, startRenderRuntime } from "~/domain/platform/runtime.server";
import { log, logFailure } from "~/domain/platform/log.server";
import { pageRendered, watchRenders } from "~/domain/platform/metrics.server";
import { createRequestContext } from "~/domain/web/request-context.server";
import { loadPageHeaders } from "./page-headers";
import { answerRenders, indexesFromPortal, RenderThreads, type RenderRequest } from "./render-threads";
import { setPageRenderer, settleRendering, sharedOutcome, type Outcome } from "./shared-pages";

/** React Router's handler, for every request this thread answers itself. */
export const handleRequest = createRequestHandler(
  // Given a function, React Router asks it for the build and derives its route table again
  // on every request (about 5 ms of the thread that answers, in every play, search and render):
  // that is for development, where the build changes; in production it gets the build, once.
  import.meta.env.DEV ? () => import("virtual:react-router/server-build") : await import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

/**
 * The threads rendering shared pages, once started. Each holds about 45 MB (the build's code
 * and its sources, loaded again), so they start only when the portal's own thread has
 * START_THREADS_AT renders in progress at once: a site whose visitors mostly get kept pages
 * keeps its memory, and a crawl of the long tail gets every core. Until they are ready,
 * this thread renders.
 */
let renderThreads: RenderThreads | undefined;
let startRenderThreads: (() => void) | undefined;
let renderThreadsStarting: Promise<void> | undefined;
const START_THREADS_AT = 4;
let rendersHere = 0;
watchRenders(() => ({ inPortalThread: rendersHere, inRenderThreads: renderThreads?.rendersInProgress ?? 0, renderThreads: renderThreads?.size ?? 0 }));

/** Renders a shared page in this thread. */
async function renderHere(request: RenderRequest): Promise<Outcome> {
  rendersHere += 1;
  const startedAt = performance.now();
  try {
    const response = await handleRequest(new Request(request.url, { headers: request.headers }), createRequestContext(request.clientAddress));
    return await sharedOutcome(response, request.version);
  } finally {
    rendersHere -= 1;
    pageRendered("portal", startedAt);
  }
}

/** Renders a shared page in a render thread, or in this one when there is none or it failed. */
export function renderPage(request: RenderRequest): Promise<Outcome> {
  if (renderThreads?.size) {
    return renderThreads.render(request).catch((error: unknown) => {
      logFailure(`Rendering ${request.url} in a render thread (it is rendered here instead)`, error);
      return renderHere(request);
    });
  }
  if (rendersHere + 1 >= START_THREADS_AT) startRenderThreads?.();
  return renderHere(request);
}

setPageRenderer((url, version) => renderPage({ url, headers: [["accept", "text/html"]], clientAddress: undefined, version }));

/**
 * Render threads for `buildUrl`, started only once this thread has START_THREADS_AT renders
 * in progress at once (renderPage asks).
 */
export function renderThreadsWhenBusy(threads: number, buildUrl: string, handle: DatabaseHandle): void {
  if (threads <= 0) return;
  startRenderThreads = () => {
    startRenderThreads = undefined;
    const startedAt = performance.now();
    const versionAtStart = currentCatalogVersion();
    const answerIndex = (readSince: number) => relatedIndexes.readSince(handle.db, readSince);
    renderThreadsStarting = RenderThreads.start(threads, buildUrl, () => handle.share(), answerIndex).then(
      (started) => {
        renderThreads = started;
        onCatalogChange((kind) => started.catalogChanged(kind));
        // A change heard while they read what they keep would be theirs to hear too.
        if (currentCatalogVersion() !== versionAtStart) started.catalogChanged("catalog");
        const indexed = started.indexedGames === undefined ? "" : `, each with ${started.indexedGames} games indexed`;
        log.info(`Pages render in ${threads} threads from now on (ready in ${Math.round(performance.now() - startedAt)} ms${indexed}).`);
      },
      (error: unknown) =>
        log.error(`The render threads did not start (${error instanceof Error ? error.message : String(error)}): pages render in the portal's own thread.`),
    );
  };
}

/** Waits for the pages still rendering and closes the render threads. */
export async function stopRendering(): Promise<void> {
  startRenderThreads = undefined;
  await settleRendering();
  await renderThreadsStarting;
  await renderThreads?.close();
}

/**
 * A render thread's start (render-threads.ts): it opens the database the portal shared, gets
 * what pages need ready (the related games' index, which the portal's thread reads for every
 * thread), then answers the renders it is asked for.
 */
export async function serveRenders(port: MessagePort, database: SharedDatabase): Promise<void> {
  const { handle } = await startRenderRuntime(database);
  await loadPageHeaders();
  relatedIndexes.takeFrom(indexesFromPortal(port));
  // Search's index is the portal thread's alone: its strings would be copied into each
  // thread, not shared, so a render thread's searches are answered by the database.
  searchIndexes.takeFrom(null);
  const related = await relatedIndexes.refresh(handle.db);
  answerRenders(port, renderHere, related?.size);
}
