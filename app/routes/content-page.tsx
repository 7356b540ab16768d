import { data } from "react-router";
import { CONTENT_PAGES, isContentPagePath } from "~/lib/content-pages";
import { siteNameFrom } from "~/lib/site";
import type { Route } from "./+types/content-page";

export function meta({ data: page, matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  return page ? [{ title: `${page.title} - ${siteName}` }, { name: "description", content: page.description }] : [];
}

export function loader({ request }: Route.LoaderArgs) {
  const path = new URL(request.url).pathname.slice(1).toLowerCase();
  if (!isContentPagePath(path)) throw data(null, { status: 404 });
  return CONTENT_PAGES[path];
}

export default function ContentPage({ loaderData: page }: Route.ComponentProps) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-4xl font-extrabold">{page.title}</h1>
      <p className="mt-4 text-lg text-slate-300">{page.description}</p>
    </section>
  );
}
