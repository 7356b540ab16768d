/**
 * What a route's `handle` may say about its page. `hydrate: false`: the page is plain
 * HTML in the browser, React is never downloaded (the content and landing pages' script
 * budget), and what little they do is done by the enhancement script (app/enhance/).
 */
export interface PageHandle {
  hydrate?: false;
  /** The route brings its own frame (the admin area) instead of the site's header and footer. */
  bareShell?: true;
  /** The page has the floating bottom ad (the home page). */
  floatingAd?: true;
}

export const STATIC_PAGE: PageHandle = { hydrate: false };
