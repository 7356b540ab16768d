import { trackCardClicks, trackDocumentPageView } from "~/lib/analytics.client";
import { enhanceMessageForms } from "./message-forms";

/**
 * The enhancement script: loaded on every page, hydrated or not, and kept small. What
 * plain HTML pages do in the browser lives here, framework-free. That includes the page
 * view of every page the browser loads and every card click (the landing pages ship no
 * React); root.tsx counts the page views of React's own navigations.
 */
enhanceMessageForms(document);
trackDocumentPageView();
trackCardClicks();
// Says the page's enhancements are in place (the browser tests wait for it).
document.documentElement.dataset.enhanced = "";
