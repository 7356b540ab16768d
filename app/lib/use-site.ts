import { useRootData } from "./root-data";
import { DEFAULT_SITE_NAME, DEFAULT_SITE_URL, type Site } from "./site";

/** The configured site name (SITE_NAME), as the root loader gave it. */
export function useSiteName(): string {
  return useSite().siteName;
}

/** The configured site name and public origin (SITE_NAME, SITE_URL), as the root loader gave them. */
export function useSite(): Site {
  const rootData = useRootData();
  return { siteName: rootData?.siteName ?? DEFAULT_SITE_NAME, siteUrl: rootData?.siteUrl ?? DEFAULT_SITE_URL };
}
