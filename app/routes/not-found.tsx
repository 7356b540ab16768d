import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";
import { siteNameFrom } from "~/lib/site";
import type { Route } from "./+types/not-found";

export function meta({ matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  return [{ title: `Page not found - ${siteName}` }, { name: "robots", content: "noindex" }];
}

export function loader({ request }: Route.LoaderArgs) {
  console.warn(`404 ${new URL(request.url).pathname}`);
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
