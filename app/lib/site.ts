import { categoryPath, HEADER_CATEGORIES } from "./categories";

export const DEFAULT_SITE_NAME = "Zowii";
export const DEFAULT_SITE_URL = "http://localhost:3000";

export const FOOTER_COLUMNS = [
  {
    heading: "Quick Links",
    links: [
      { to: "/", label: "Home" },
      { to: "/features", label: "Features" },
      { to: "/about", label: "About Us" },
      { to: "/blog", label: "Blog & News" },
    ],
  },
  {
    // The header's categories, All being Home above.
    heading: "Games by Category",
    links: HEADER_CATEGORIES.filter((category) => category !== "All").map((category) => ({
      to: categoryPath(category),
      label: `${category} Games`,
    })),
  },
  {
    heading: "Community & Support",
    links: [
      { to: "/contact", label: "Contact Us" },
      { to: "/support", label: "Support Center" },
      { to: "/safety-center", label: "Safety Center" },
      { to: "/community-guidelines", label: "Community Guidelines" },
    ],
  },
  {
    heading: "Legal & Privacy",
    links: [
      { to: "/privacy-policy", label: "Privacy Policy" },
      { to: "/terms-of-service", label: "Terms of Service" },
      { to: "/refund-policy", label: "Refund Policy" },
      { to: "/data-safety", label: "Data Safety" },
    ],
  },
] as const;

export interface Site {
  siteName: string;
  /** The public origin, without a trailing slash. */
  siteUrl: string;
}

type RouteMatches = readonly ({ loaderData?: unknown } | undefined)[];

/** The site's name and public origin for a route's `meta`, from the root loader's data. */
export function siteFrom(matches: RouteMatches): Site {
  const rootData = matches[0]?.loaderData as Partial<Site> | undefined;
  return { siteName: rootData?.siteName ?? DEFAULT_SITE_NAME, siteUrl: rootData?.siteUrl ?? DEFAULT_SITE_URL };
}

/** The site name for a route's `meta`, from the root loader's data. */
export function siteNameFrom(matches: RouteMatches): string {
  return siteFrom(matches).siteName;
}
