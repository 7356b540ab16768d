import { database, serverConfig } from "~/domain/platform/runtime.server";
import { sitemapUrls, urlsetXml, xmlResponse } from "~/domain/web/sitemaps.server";
import type { Route } from "./+types/sitemap";

/** /sitemaps/{file}: one sitemap of the index at /sitemap.xml. */
export async function loader({ params }: Route.LoaderArgs) {
  const urls = await sitemapUrls(await database(), await serverConfig(), params.file);
  if (!urls) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return xmlResponse(urlsetXml(urls));
}
