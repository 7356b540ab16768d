/** The marketing, safety, support and legal pages of spec section 2, by path. */
export const CONTENT_PAGES = {
  features: { title: "Features", description: "What makes our free browser games portal different." },
  about: { title: "About Us", description: "Who we are and why we built a free, family-friendly games portal." },
  contact: { title: "Contact Us", description: "How to reach our team for help, safety questions or partnerships." },
  blog: { title: "Blog & News", description: "Game reviews, technology and community news." },
  "safety-center": { title: "Safety Center", description: "How we keep play safe, with tips for parents and players." },
  "community-guidelines": { title: "Community Guidelines", description: "The rules that keep our community kind and fair." },
  support: { title: "Support Center", description: "Answers to common questions and ways to get help." },
  "privacy-policy": { title: "Privacy Policy", description: "What data we collect, why, and your rights." },
  "terms-of-service": { title: "Terms of Service", description: "The terms for using our games portal." },
  "refund-policy": { title: "Refund Policy", description: "How refunds for premium subscriptions work." },
  "data-safety": { title: "Data Safety", description: "How we protect and handle your data." },
} as const;

export type ContentPagePath = keyof typeof CONTENT_PAGES;

export const CONTENT_PAGE_PATHS = Object.keys(CONTENT_PAGES) as ContentPagePath[];

export function isContentPagePath(path: string): path is ContentPagePath {
  return Object.hasOwn(CONTENT_PAGES, path);
}
