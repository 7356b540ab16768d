import { absoluteUrl } from "~/lib/page-meta";
import { serverConfig } from "~/domain/platform/runtime.server";

/**
 * /robots.txt: crawl everything but the API, and find the sitemap index. The admin area is
 * not named here (anyone may read this file); its answers say noindex themselves.
 */
export async function loader() {
  const site = await serverConfig();
  const lines = ["User-agent: *", "Allow: /", "Disallow: /api/", "", `Sitemap: ${absoluteUrl(site, "/sitemap.xml")}`, ""];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
