import { enhanceMessageForms } from "./message-forms";

/**
 * The enhancement script: loaded on every page, hydrated or not, and kept small. What
 * plain HTML pages do in the browser lives here, framework-free.
 */
enhanceMessageForms(document);
// Says the page's enhancements are in place (the browser tests wait for it).
document.documentElement.dataset.enhanced = "";
