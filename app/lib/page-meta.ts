import type { MetaDescriptor } from "react-router";
import type { Site } from "./site";

/** What search engines and link previews read about one page. */
export interface PageMetaInput {
  /** The whole title, site name included. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The page's path ("/features"): its canonical URL is this on the public origin. */
  path: string;
  /** A picture for link previews, as a path on this site or a full URL. */
  image?: string;
}

/** A path on this site ("/game/x") or a full URL, as a full URL on the public origin. */
export function absoluteUrl(site: Site, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${site.siteUrl}${pathOrUrl.startsWith("/") ? "" : "/"}${pathOrUrl}`;
}

/**
 * The meta tags of a public page: title, description, keywords, canonical URL, and
 * the Open Graph and Twitter card tags, so every route tells search engines the same things.
 */
export function pageMeta(site: Site, page: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(site, page.path);
  const image = page.image ? absoluteUrl(site, page.image) : undefined;
  const tags: MetaDescriptor[] = [{ title: page.title }, { name: "description", content: page.description }];
  if (page.keywords && page.keywords.length > 0) tags.push({ name: "keywords", content: page.keywords.join(", ") });
  tags.push(
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: site.siteName },
    { property: "og:title", content: page.title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
  );
  if (image) tags.push({ property: "og:image", content: image });
  tags.push(
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: page.title },
    { name: "twitter:description", content: page.description },
  );
  if (image) tags.push({ name: "twitter:image", content: image });
  return tags;
}

/** A content page's meta tags, on its fixed route or on the one-segment catch-all. */
export function contentPageMeta(site: Site, page: { title: string; description: string; keywords?: readonly string[] }, path: string): MetaDescriptor[] {
  return pageMeta(site, { title: `${page.title} - ${site.siteName}`, description: page.description, keywords: page.keywords, path: `/${path}` });
}
