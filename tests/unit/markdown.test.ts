/**
 * The operator's Markdown as the HTML every visitor gets: no HTML of its own, links only to
 * web pages, mail addresses and the site, links to other sites marked as not ours, pictures
 * only from the site, and a body cut into its "## " sections.
 */
import { describe, expect, it } from "vitest";
import { isAllowedLink, renderMarkdown, renderMarkdownSections } from "~/domain/content/markdown.server";
import { markdownText, sectionsMarkdown } from "~/domain/content/seed.server";

describe("Markdown rendered on the server", () => {
  it("shows raw HTML as text, never as elements", () => {
    const html = renderMarkdown(`<script>alert(1)</script>\n\nText <img src=x onerror=alert(2)> and <b>bold</b>\n\n<div onclick="x()">block</div>`);
    expect(html).not.toMatch(/<(script|img|b|div)\b/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=alert(2)&gt;");
  });

  it("links only to web pages, mail addresses and the site itself", () => {
    for (const url of ["https://example.com/a", "http://example.com", "mailto:team@example.com", "/about", "/blog/x?y=1#z", "#faq"]) {
      expect(isAllowedLink(url), url).toBe(true);
    }
    for (const url of [
      "javascript:alert(1)",
      "JavaScript:alert(1)",
      " javascript:alert(1)",
      "data:text/html,<script>",
      "vbscript:x",
      "file:///etc/passwd",
      "//evil.example/x",
      "/\\evil.example",
      "page.html",
      "ftp://example.com",
    ]) {
      expect(isAllowedLink(url), url).toBe(false);
    }
    const html = renderMarkdown("[a](javascript:alert(1)) [b](data:text/html;base64,PHNjcmlwdD4=) [c](//evil.example/x) <javascript:alert(2)>");
    expect(html).not.toMatch(/href=/);
    expect(html).toContain("[a](javascript:alert(1))");
  });

  it("marks links to other sites nofollow and opens them apart; the site's own and mail links stay plain", () => {
    const html = renderMarkdown("[out](https://example.com/page) [in](/about) [mail](mailto:team@example.com)");
    expect(html).toContain('<a href="https://example.com/page" rel="nofollow noopener" target="_blank">out</a>');
    expect(html).toContain('<a href="/about">in</a>');
    expect(html).toContain('<a href="mailto:team@example.com">mail</a>');
  });

  it("shows a picture only from the site; one from another host is its text", () => {
    expect(renderMarkdown("![logo](/favicon.svg)")).toContain('<img src="/favicon.svg" alt="logo">');
    const other = renderMarkdown('![tracking <b>pixel</b>](https://evil.example/p.png "t") ![x](//evil.example/p.png)');
    expect(other).not.toMatch(/<img|src=|href=/);
    // The first is its alt text; the second's address is refused as a link is, and stays text.
    expect(other).toBe("<p>tracking &lt;b&gt;pixel&lt;/b&gt; ![x](//evil.example/p.png)</p>\n");
  });

  it("leaves the page's title its one h1: a top heading in the body is a section's", () => {
    expect(renderMarkdown("# Top\n\nUnderlined\n===\n\n### Minor")).toBe("<h2>Top</h2>\n<h2>Underlined</h2>\n<h3>Minor</h3>\n");
  });

  it("cuts a body at its ## headings, each heading inline and escaped", () => {
    const sections = renderMarkdownSections("Before.\n\n## First <b>one</b>\n\nText one.\n\n- a\n- b\n\n## Second\n\n```\n## not a heading\n```\n");
    expect(sections).toEqual([
      { heading: "", html: "<p>Before.</p>\n" },
      { heading: "First &lt;b&gt;one&lt;/b&gt;", html: "<p>Text one.</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>\n" },
      { heading: "Second", html: "<pre><code>## not a heading\n</code></pre>\n" },
    ]);
  });

  it("turns the seed's sections into Markdown that renders back to the same text", () => {
    const tricky = "2024. A *star*, an_underscore, [brackets], <tags> & `code` - stay text";
    const markdown = sectionsMarkdown([{ heading: "# Not a title", paragraphs: [tricky, "- not a list"], list: ["1. not ordered", "plain"] }]);
    expect(markdown.startsWith("## \\# Not a title\n\n")).toBe(true);
    const [section] = renderMarkdownSections(markdown);
    expect(section?.heading).toBe("# Not a title");
    expect(section?.html).toBe(
      "<p>2024. A *star*, an_underscore, [brackets], &lt;tags&gt; &amp; `code` - stay text</p>\n<p>- not a list</p>\n<ul>\n<li>1. not ordered</li>\n<li>plain</li>\n</ul>\n",
    );
    expect(markdownText("plain words")).toBe("plain words");
  });
});
