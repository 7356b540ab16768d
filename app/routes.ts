import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";
import { readAdminPath } from "./lib/admin-path";
import { CONTENT_PAGE_PATHS } from "../content/pages/paths";

/** The route table of docs/product.md §2, catch-alls last. */
export default [
  index("routes/home.tsx"),
  route("game/:slug", "routes/game.tsx"),
  // Before the keyword catch-all; "category" is refused as a landing keyword (validate-content.ts).
  route("category/:slug?", "routes/category.tsx"),
  ...CONTENT_PAGE_PATHS.map((path) => route(path, "routes/content-page.tsx", { id: `content-page-${path}` })),
  route("blog/:slug", "routes/blog-article.tsx"),
  route(readAdminPath(process.env.ADMIN_PATH), "routes/admin/layout.tsx", [
    // Outside the guard: the sign-in form and what it posts to.
    route("sign-in", "routes/admin/sign-in.tsx"),
    route("auth", "routes/admin/auth.ts"),
    // Every section, behind the panel's one guard (its middleware).
    layout("routes/admin/sections.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("publish", "routes/admin/publish.tsx"),
      route("manage", "routes/admin/manage.tsx"),
      route("import", "routes/admin/import.tsx"),
      route("featured", "routes/admin/featured.tsx"),
      route("content", "routes/admin/content.tsx"),
      route("content/new", "routes/admin/content-editor.tsx", { id: "admin-content-new" }),
      route("content/preview", "routes/admin/content-preview.ts"),
      route("content/:id", "routes/admin/content-editor.tsx"),
      route("content/:id/history", "routes/admin/content-history.tsx"),
      route("hosts", "routes/admin/hosts.tsx"),
      route("categories", "routes/admin/categories.tsx"),
      route("feeds", "routes/admin/feeds.tsx"),
      route("health", "routes/admin/health.tsx"),
      route("analytics", "routes/admin/analytics.tsx"),
      route("analytics/export", "routes/admin/analytics-export.ts"),
      route("analytics/games/:id", "routes/admin/analytics-game.ts"),
      route("reports", "routes/admin/reports.tsx"),
      route("users", "routes/admin/users.tsx"),
      route("sessions", "routes/admin/sessions.tsx"),
      route("audit", "routes/admin/audit.tsx"),
      route("thumbnails", "routes/admin/thumbnails.ts"),
    ]),
  ]),
  route("api/auth/*", "routes/api.auth.ts"),
  route("storage/:bucket/*", "routes/storage.ts"),
  route("api/games/:slug/plays", "routes/api.game-plays.ts"),
  route("api/games/:slug/vote", "routes/api.game-vote.ts"),
  route("api/games/:slug/report", "routes/api.game-report.ts"),
  route("api/games/:slug/failure", "routes/api.game-failure.ts"),
  route("api/games/:slug/framing", "routes/api.game-framing.ts"),
  route("api/games/:slug/related", "routes/api.game-related.ts"),
  route("api/games/:slug/how-to-play", "routes/api.game-how-to-play.ts"),
  route("api/search/suggestions", "routes/api.search-suggestions.ts"),
  route("api/events", "routes/api.events.ts"),
  route("robots.txt", "routes/robots.ts"),
  route("ads.txt", "routes/ads-txt.ts"),
  route("sitemap.xml", "routes/sitemap-index.ts"),
  route("sitemaps/:file", "routes/sitemap.ts"),
  // Every keyword landing page, and every content page the operator added at a path of its
  // own: the route table holds one entry for all of them, since React Router ranks every
  // route again for each request it matches.
  route(":keyword", "routes/landing.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
