/** The paths of the marketing, safety, support and legal pages (docs/product.md, "Pages"). */
export const CONTENT_PAGE_PATHS = [
  "features",
  "about",
  "contact",
  "blog",
  "safety-center",
  "community-guidelines",
  "support",
  "privacy-policy",
  "terms-of-service",
  "refund-policy",
  "data-safety",
] as const;

export type ContentPagePath = (typeof CONTENT_PAGE_PATHS)[number];

export function isContentPagePath(path: string): path is ContentPagePath {
  return (CONTENT_PAGE_PATHS as readonly string[]).includes(path);
}
