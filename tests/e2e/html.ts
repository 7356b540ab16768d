/** Reading what search engines read from server-rendered HTML, without a browser. */

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', "#39": "'", "#x27": "'", apos: "'" };

export function decodeEntities(text: string): string {
  return text.replace(/&(amp|lt|gt|quot|#39|#x27|apos);/g, (_, name: string) => ENTITIES[name]!);
}

function attribute(tag: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return value === undefined ? undefined : decodeEntities(value);
}

/** The `<head>` of a page. */
export function head(html: string): string {
  return html.slice(0, html.indexOf("</head>"));
}

export function titleOf(html: string): string | undefined {
  const title = /<title>([^<]*)<\/title>/.exec(head(html))?.[1];
  return title === undefined ? undefined : decodeEntities(title);
}

/** The content of `<meta name=...>` or `<meta property=...>`. */
export function metaOf(html: string, key: string): string | undefined {
  for (const tag of head(html).match(/<meta [^>]*>/g) ?? []) {
    if (attribute(tag, "name") === key || attribute(tag, "property") === key) return attribute(tag, "content");
  }
  return undefined;
}

export function canonicalOf(html: string): string | undefined {
  const tag = head(html)
    .match(/<link [^>]*>/g)
    ?.find((link) => attribute(link, "rel") === "canonical");
  return tag && attribute(tag, "href");
}

/** Every JSON-LD block of the page, parsed (a block that is not JSON fails the test). */
export function jsonLdOf(html: string): Record<string, unknown>[] {
  const blocks = html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g);
  return [...blocks].map((block) => JSON.parse(block[1]!) as Record<string, unknown>);
}
