/**
 * The operator's Markdown as the HTML a page inserts, made on the server. The text is the
 * operator's, typed in the panel, and every visitor gets the result: no HTML passes through
 * (markdown-it escapes it), a link leads only to a web page, a mail address or this site,
 * a link to another site says it is not ours (nofollow) and opens apart from the portal,
 * and a picture comes only from this site (another host would learn of every visitor).
 */
import MarkdownIt from "markdown-it";
import type { RenderedSection } from "~/lib/content";

/** "/blog/x", "#faq": this site. "//host" and "/\host" are other hosts to a browser. */
const SITE_RELATIVE = /^(?:\/(?![/\\])|#)/;
const LINK_PROTOCOLS = new Set(["http:", "https:", "mailto:"]);

/** Whether a link's address may be followed from the site's pages. */
export function isAllowedLink(url: string): boolean {
  const address = url.trim();
  if (SITE_RELATIVE.test(address)) return true;
  try {
    return LINK_PROTOCOLS.has(new URL(address).protocol);
  } catch {
    // Not absolute, and not from the site's root: "page.html" would depend on where it is shown.
    return false;
  }
}

const isExternal = (url: string) => /^https?:/i.test(url.trim());

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.validateLink = isAllowedLink;

// The page's title is its one h1 (search engines and screen readers take it for the page's
// subject): a "# " heading in the body is one of its sections.
markdown.core.ruler.push("demote_top_headings", (state) => {
  for (const token of state.tokens) {
    if ((token.type === "heading_open" || token.type === "heading_close") && token.tag === "h1") token.tag = "h2";
  }
});

const defaultLinkOpen = markdown.renderer.rules.link_open ?? ((tokens, idx, options, _env, self) => self.renderToken(tokens, idx, options));
markdown.renderer.rules.link_open = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  if (isExternal(token.attrGet("href") ?? "")) {
    token.attrSet("rel", "nofollow noopener");
    token.attrSet("target", "_blank");
  }
  return defaultLinkOpen(tokens, idx, options, env, self);
};

const defaultImage = markdown.renderer.rules.image!;
markdown.renderer.rules.image = (tokens, idx, options, env, self) => {
  const token = tokens[idx]!;
  const src = token.attrGet("src") ?? "";
  // A picture from another host shows as its text.
  if (!/^\/(?![/\\])/.test(src)) return markdown.utils.escapeHtml(self.renderInlineAsText(token.children ?? [], options, env));
  return defaultImage(tokens, idx, options, env, self);
};

/** A Markdown text as HTML. */
export function renderMarkdown(text: string): string {
  return markdown.render(text);
}

/** One line of Markdown (a heading's text) as inline HTML, without a paragraph around it. */
export function renderMarkdownInline(text: string): string {
  return markdown.renderInline(text);
}

/**
 * A body cut at its "## " headings, each part rendered: the pages show each part as a
 * section of their own, with the heading their layout gives it. Text before the first
 * heading is a part without one.
 */
export function renderMarkdownSections(text: string): RenderedSection[] {
  const sections: { heading: string; lines: string[] }[] = [];
  let fenced = false;
  for (const row of text.split("\n")) {
    if (/^\s{0,3}(```|~~~)/.test(row)) fenced = !fenced;
    const heading = fenced ? null : /^##\s+(.*?)\s*#*\s*$/.exec(row);
    if (heading) sections.push({ heading: heading[1]!, lines: [] });
    else {
      if (sections.length === 0) sections.push({ heading: "", lines: [] });
      sections.at(-1)!.lines.push(row);
    }
  }
  return sections
    .map((section) => ({
      heading: section.heading ? renderMarkdownInline(section.heading) : "",
      html: renderMarkdown(section.lines.join("\n")),
    }))
    .filter((section) => section.heading || section.html.trim());
}
