/**
 * A public page's React scripts start loading once its first frame has been painted.
 *
 * The server's HTML is the page: its links work, and its art and text are what a visitor
 * waits for. On a phone's slow connection the 120 KB of React that React Router preloads at
 * high priority shares the line with the stylesheet and the first thumbnails, and a fast
 * connection with a slow processor hydrates before the first paint. Held until that paint,
 * the first screen shows about a second sooner in Lighthouse's mobile run (docs/performance.md,
 * "React after the first paint"); the page takes clicks as plain HTML meanwhile.
 *
 * The server marks React Router's preloads and its inline module script as held
 * (app/domain/web/scripts-after-paint.server.ts); the boot script below, at the end of the body,
 * adds a live copy of each after the first paint. The held elements stay where they are:
 * React owns them and removes them itself once it has hydrated. A page the server did not
 * mark is left as it is.
 */
export const HELD_PRELOAD_REL = "zowii-held-modulepreload";
export const HELD_SCRIPT_TYPE = "zowii/held-module";

/**
 * A classic inline script. It releases the scripts once the browser reports the first paint:
 * a frame's `requestAnimationFrame` runs before that frame reaches the screen, which can be
 * several milliseconds later. A browser without paint timing waits for one frame instead, and
 * a hidden tab, which paints nothing, waits for nothing.
 *
 * Links and forms work as HTML, but a `type="button"` button (Play, a favourite, a menu) does
 * nothing until React has taken the page over. One pressed before then is not lost: the
 * scripts are released at once, and the press is made again on the same button once the root
 * marks the document hydrated (app/root.tsx), while the browser still counts the visitor's
 * press as recent (a game's sound and full screen need it).
 */
export const RELEASE_HELD_SCRIPTS = `(() => {
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    for (const held of document.querySelectorAll('link[rel="${HELD_PRELOAD_REL}"]')) {
      const preload = document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = held.href;
      preload.nonce = held.nonce;
      held.after(preload);
    }
    for (const held of document.querySelectorAll('script[type="${HELD_SCRIPT_TYPE}"]')) {
      const script = document.createElement("script");
      script.type = "module";
      script.nonce = held.nonce;
      script.textContent = held.textContent;
      held.after(script);
    }
  };
  const root = document.documentElement;
  let pressed = null;
  const holdPress = (event) => {
    const button = event.target instanceof Element ? event.target.closest('button[type="button"]') : null;
    if (!button || "hydrated" in root.dataset) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    pressed = button;
    release();
  };
  document.addEventListener("click", holdPress, true);
  new MutationObserver((_, observer) => {
    if (!("hydrated" in root.dataset)) return;
    observer.disconnect();
    document.removeEventListener("click", holdPress, true);
    if (pressed?.isConnected) pressed.click();
  }).observe(root, { attributes: true, attributeFilter: ["data-hydrated"] });
  document.addEventListener("visibilitychange", release, { once: true });
  if (document.visibilityState === "hidden") release();
  else if (typeof PerformanceObserver === "function" && PerformanceObserver.supportedEntryTypes?.includes("paint")) new PerformanceObserver(release).observe({ type: "paint", buffered: true });
  else requestAnimationFrame(() => setTimeout(release, 0));
})();`;
