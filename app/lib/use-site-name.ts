import { useRouteLoaderData } from "react-router";
import type { loader } from "~/root";
import { DEFAULT_SITE_NAME } from "./site";

/** The configured site name (SITE_NAME), as the root loader gave it. */
export function useSiteName(): string {
  return useRouteLoaderData<typeof loader>("root")?.siteName ?? DEFAULT_SITE_NAME;
}
