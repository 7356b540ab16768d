import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { PassThrough, Writable, pipeline } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type EntryContext, type HandleErrorFunction, type RouterContextProvider } from "react-router";
import { isAdminPath } from "./lib/admin-path";
import { sharedCacheLifetime } from "./lib/cache-headers";
import { NonceContext } from "./lib/nonce";
import { requestNonce } from "./domain/web/request-context.server";
import { adNetworkOrigins } from "~/domain/ads/ads-config.server";
import { contentSecurityPolicy } from "./domain/web/security-headers.server";
import { gameHostsInForce, serverConfig } from "./domain/platform/runtime.server";
import { loggedPath, logFailure } from "./domain/platform/log.server";
import { holdScriptsUntilPaint, holdScriptsUntilPaintStream } from "./domain/web/scripts-after-paint.server";

export const streamTimeout = 5_000;

/**
 * React Router's report of what went wrong with a request. Its own refusals (no page at that
 * address, a method the page does not take, a request it cannot read) are the caller's mistake,
 * already answered with their 4xx: printed with a stack each, a stream of bad requests would
 * bury the errors that need someone. An aborted request (the visitor left) is no error either.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if ((isRouteErrorResponse(error) || error instanceof Response) && error.status < 500) return;
  logFailure(`Answering ${request.method} ${loggedPath(request.url)}`, error);
};

/**
 * React Router's own Node entry, plus the page's Content-Security-Policy (its inline
 * scripts carry this answer's nonce) and, on a public page, React's scripts held until the
 * first paint (app/lib/scripts-after-paint.ts).
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  const nonce = requestNonce(loadContext);
  const path = new URL(request.url).pathname;
  const admin = isAdminPath(path);
  const config = await serverConfig();
  responseHeaders.set(
    "Content-Security-Policy",
    contentSecurityPolicy({
      gameHosts: await gameHostsInForce(),
      scriptSources: [`'nonce-${nonce}'`],
      adOrigins: admin ? [] : adNetworkOrigins(config),
      framing: admin ? "none" : "self",
    }),
  );

  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }

  // Crawlers get the whole page at once, and so does a page the page cache will keep: it
  // waits for the whole page anyway, which is then one buffer, not a stream of small chunks
  // read back through the Fetch API's streams (docs/performance.md, the fourth pass).
  const userAgent = request.headers.get("user-agent");
  const shared = responseStatusCode === 200 && sharedCacheLifetime(responseHeaders) !== null;
  const wholePage = shared || Boolean(userAgent && isbot(userAgent)) || routerContext.isSpaMode;
  responseHeaders.set("Content-Type", "text/html");

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);
    const finished = (callback: () => void) => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
      callback();
    };

    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
          if (wholePage) return;
          const body = new PassThrough({ final: finished });
          pipe(body);
          const page = admin ? body : pipeline(body, holdScriptsUntilPaintStream(), () => {});
          resolve(new Response(createReadableStreamFromReadable(page), { headers: responseHeaders, status: responseStatusCode }));
        },
        onAllReady() {
          if (!wholePage) return;
          const chunks: Buffer[] = [];
          pipe(
            new Writable({
              write(chunk: Buffer, _encoding, callback) {
                chunks.push(chunk);
                callback();
              },
              final(callback) {
                // A status an error set while rendering (onError) is the answer's, so a
                // broken page is not kept as a good one.
                const html = Buffer.concat(chunks);
                const page = admin ? html : Buffer.from(holdScriptsUntilPaint(html.toString("utf8")));
                finished(() => resolve(new Response(page, { headers: responseHeaders, status: responseStatusCode })));
                callback();
              },
            }),
          );
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) logFailure(`Rendering ${loggedPath(request.url)}`, error);
        },
      },
    );
  });
}
