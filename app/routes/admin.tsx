import { siteNameFrom } from "~/lib/site";
import type { Route } from "./+types/admin";

export function meta({ matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  return [{ title: `Admin - ${siteName}` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function Admin() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16">
      <h1 className="text-3xl font-bold">Admin Dashboard</h1>
    </section>
  );
}
