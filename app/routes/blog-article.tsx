/** One blog article on its own page, /blog/{slug}; the list of articles is the /blog content page. */
import { data } from "react-router";
import { ArticleView } from "~/components/content/article-page";
import { NotFoundPage } from "~/components/not-found-page";
import { articlePath } from "~/lib/articles";
import { publicPageHeaders } from "~/lib/cache-headers";
import { NOT_FOUND_GAMES_LIMIT } from "~/lib/constants";
import { articleJsonLd, JsonLd } from "~/lib/json-ld";
import { STATIC_PAGE } from "~/lib/page-handle";
import { pageMeta } from "~/lib/page-meta";
import { siteFrom } from "~/lib/site";
import { useSite } from "~/lib/use-site";
import { trendingGames } from "~/domain/catalog/reads.server";
import { blogArticle } from "~/domain/content/content-pages.server";
import { redirectIfMoved } from "~/domain/content/reads.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/blog-article";
import { logMissingPage } from "~/domain/platform/log.server";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const site = siteFrom(matches);
  const article = loaderData?.article;
  if (!article) return [{ title: `Page not found - ${site.siteName}` }, { name: "robots", content: "noindex" }];
  return pageMeta(site, {
    title: `${article.title} - ${site.siteName}`,
    description: article.description,
    path: articlePath(article.slug),
  });
}

/** The same page for every visitor, so it can be shared. */
export const headers = publicPageHeaders;

/** Plain HTML in the browser, as the other content pages (see page-handle.ts). */
export const handle = STATIC_PAGE;

export async function loader({ params, request }: Route.LoaderArgs) {
  const db = await database();
  const article = await blogArticle(db, params.slug);
  if (article) return { article, popular: [] };
  await redirectIfMoved(db, articlePath(params.slug.trim()));
  // The 404 page of the catch-all: logged, and the most played games to go on with.
  logMissingPage(request);
  return data({ article: null, popular: await trendingGames(db, NOT_FOUND_GAMES_LIMIT) }, { status: 404 });
}

export default function BlogArticle({ loaderData: { article, popular } }: Route.ComponentProps) {
  const site = useSite();
  if (!article) return <NotFoundPage popular={popular} />;
  return (
    <>
      <JsonLd
        data={articleJsonLd(site, {
          headline: article.title,
          description: article.description,
          author: article.author,
          datePublished: article.date,
          section: article.category,
          path: articlePath(article.slug),
        })}
      />
      <ArticleView article={article} />
    </>
  );
}
