/** A keyword landing page: every fixed keyword path and the one-segment catch-all `/{keyword}`. */
import { replace } from "react-router";
import { LandingPageView } from "~/components/landing-page-view";
import { faqPageJsonLd, freeBrowserGameJsonLd, JsonLd } from "~/lib/json-ld";
import { publicPageHeaders } from "~/lib/cache-headers";
import { STATIC_PAGE } from "~/lib/page-handle";
import { pageMeta } from "~/lib/page-meta";
import { siteFrom } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { landingPageWithGames } from "~/domain/landing-pages.server";
import { database } from "~/domain/runtime.server";
import type { Route } from "./+types/landing";

export function meta({ data, matches }: Route.MetaArgs) {
  if (!data) return [];
  const site = siteFrom(matches);
  return pageMeta(site, {
    title: landingTitle(data.page.title, site.siteName),
    description: data.page.description,
    keywords: data.page.metaKeywords,
    path: `/${data.page.keyword}`,
  });
}

const landingTitle = (title: string, siteName: string) => `${title} - ${siteName}`;

/** The same page for every visitor, so it can be shared; an unknown keyword's redirect is not. */
export const headers = publicPageHeaders;

/** Plain HTML in the browser: nothing here needs React (see page-handle.ts). */
export const handle = STATIC_PAGE;

export async function loader({ params, pattern }: Route.LoaderArgs) {
  // The catch-all names its keyword; a fixed path's pattern ("/io-games") is its keyword.
  const keyword = params.keyword ?? pattern.replace(/^\//, "");
  const found = await landingPageWithGames(await database(), keyword);
  // An unknown or empty keyword goes home: a 302 for crawlers, a history replace in the browser.
  if (!found) throw replace("/");
  return found;
}

export default function Landing({ loaderData: { page, games } }: Route.ComponentProps) {
  const site = useSite();
  const path = `/${page.keyword}`;
  return (
    <>
      <JsonLd
        data={[
          freeBrowserGameJsonLd(site, {
            name: landingTitle(page.title, site.siteName),
            description: page.description,
            path,
            keywords: page.metaKeywords,
          }),
          faqPageJsonLd(page.content.faq),
        ]}
      />
      <LandingPageView content={page.content} games={games} />
    </>
  );
}
