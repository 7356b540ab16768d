import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { NOT_FOUND_GAMES_LIMIT } from "~/lib/constants";
import { siteNameFrom } from "~/lib/site";
import { trendingGames } from "~/domain/catalog/reads.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/not-found";
import { logMissingPage } from "~/domain/platform/log.server";

export function meta({ matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  return [{ title: `Page not found - ${siteName}` }, { name: "robots", content: "noindex" }];
}

export async function loader({ request }: Route.LoaderArgs) {
  logMissingPage(request);
  return data({ popular: await trendingGames(await database(), NOT_FOUND_GAMES_LIMIT) }, { status: 404 });
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
  return <NotFoundPage popular={loaderData.popular} />;
}
