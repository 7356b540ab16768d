import { ADMIN_PATH } from "~/lib/admin-path";
import { absoluteUrl } from "~/lib/page-meta";
import { serverConfig } from "~/server/runtime.server";

/** /robots.txt: crawl everything but the admin area and the API, and find the sitemap index. */
export async function loader() {
  const site = await serverConfig();
  const lines = [
    "User-agent: *",
    "Allow: /",
    `Disallow: ${ADMIN_PATH}`,
    "Disallow: /api/",
    "",
    `Sitemap: ${absoluteUrl(site, "/sitemap.xml")}`,
    "",
  ];
  return new Response(lines.join("\n"), {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
