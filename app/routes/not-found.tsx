import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { NOT_FOUND_GAMES_LIMIT } from "~/lib/constants";
import { siteNameFrom } from "~/lib/site";
import { trendingGames } from "~/domain/catalog/reads.server";
import { redirectIfMoved } from "~/domain/content/reads.server";
import { database } from "~/domain/runtime.server";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  return [{ title: `Page not found - ${siteName}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const db = await database();
  // Where every path no route takes ends: an old address with a trailing slash or in another case, say.
  await redirectIfMoved(db, safeDecode(url.pathname).replace(/\/+$/, ""), url.search);
  console.warn(`404 ${url.pathname}`);
  return data({ popular: await trendingGames(db, NOT_FOUND_GAMES_LIMIT) }, { status: 404 });
}

/** A path as its entry's slug is written; a malformed escape is no entry's path. */
function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage popular={loaderData.popular} />;
}
