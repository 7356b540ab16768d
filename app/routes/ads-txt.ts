import { serverConfig } from "~/domain/platform/runtime.server";

/** /ads.txt names the sellers allowed to sell this site's ad space (ADS_TXT); without it, there is none. */
export async function loader() {
  const { ads } = await serverConfig();
  if (!ads.adsTxt) {
    return new Response("Not found\n", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  return new Response(ads.adsTxt, {
    headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
