import { absoluteUrl } from "~/lib/page-meta";
import { database, serverConfig } from "~/domain/platform/runtime.server";
import { sitemapFiles, sitemapIndexXml, xmlResponse } from "~/domain/web/sitemaps.server";

/** /sitemap.xml: the sitemap index, split into content pages, landing pages and games. */
export async function loader() {
  const site = await serverConfig();
  const files = await sitemapFiles(await database());
  return xmlResponse(sitemapIndexXml(files.map((file) => absoluteUrl(site, `/sitemaps/${file}`))));
}
