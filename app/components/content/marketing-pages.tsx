import { clsx } from "clsx";
import { Link } from "react-router";
import type { AboutPage, FeaturesPage } from "../../../content/pages/schema";
import type { CatalogStats } from "~/lib/catalog-stats";
import { articlePath } from "~/lib/articles";
import type { ShownBlogPage } from "~/lib/content";
import { formatDate } from "~/lib/format";
import { ContentIcon } from "./icon";
import { CardGrid, PageHero, Section, StatsGrid, TextBlock } from "./parts";

export function FeaturesView({ page, stats }: { page: FeaturesPage; stats: CatalogStats | null }) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-6xl px-4 py-4">
        <CardGrid cards={page.cards} />
      </div>
      <Section id="statistics" heading={page.statsHeading}>
        <StatsGrid stats={page.stats} figures={stats} />
      </Section>
    </>
  );
}

export function AboutView({ page, stats }: { page: AboutPage; stats: CatalogStats | null }) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-6xl px-4 py-4">
        <StatsGrid stats={page.stats} figures={stats} />
      </div>
      <Section id="our-story" heading={page.story.heading} className="max-w-3xl">
        <TextBlock section={page.story} />
      </Section>
      <div className="mx-auto grid max-w-6xl gap-4 px-4 md:grid-cols-2">
        {[page.mission, page.vision].map((section) => (
          <section key={section.heading} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
            <h2 className="text-2xl font-bold">{section.heading}</h2>
            <div className="mt-3">
              <TextBlock section={section} />
            </div>
          </section>
        ))}
      </div>
      <Section id="values" heading={page.valuesHeading}>
        <CardGrid cards={page.values} columns={4} />
      </Section>
      <Section id="built-by-gamers" heading={page.builtByGamers.heading} className="max-w-3xl">
        <TextBlock section={page.builtByGamers} />
      </Section>
    </>
  );
}

/**
 * The blog: category chips, each a link showing its articles (the first, All, every one),
 * and the article cards. No newsletter box: the site has no newsletter (docs/product.md §10).
 */
export function BlogView({ page }: { page: ShownBlogPage }) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <ul aria-label="Categories" className="mx-auto flex max-w-4xl flex-wrap justify-center gap-2 px-4">
        {page.chips.map((chip, i) => (
          <li key={chip}>
            <Link
              to={i === 0 ? "/blog" : `/blog?${new URLSearchParams({ category: chip })}`}
              aria-current={chip === page.chip ? "page" : undefined}
              className={
                chip === page.chip
                  ? "block rounded-full bg-indigo-500 px-4 py-1.5 text-sm font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400"
                  : "block rounded-full bg-white/5 px-4 py-1.5 text-sm text-slate-300 ring-1 ring-white/10 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400"
              }
            >
              {chip}
            </Link>
          </li>
        ))}
      </ul>
      <Section id="articles" heading={page.articlesHeading}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.articles.map((article) => (
            <li key={article.slug}>
              {/* The title's link covers the card (its ::after), so the whole card opens the article with one link. */}
              <article className="relative flex h-full flex-col overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/10 transition-colors hover:bg-white/10">
                <div aria-hidden className="flex aspect-video items-center justify-center bg-gradient-to-br from-indigo-600/60 via-fuchsia-600/40 to-slate-900">
                  <ContentIcon name={article.icon} className="size-12 text-white/80" />
                </div>
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-semibold uppercase tracking-wide text-indigo-300">{article.category}</p>
                  <h3 className="mt-2 text-lg font-semibold">
                    <Link
                      to={articlePath(article.slug)}
                      className="after:absolute after:inset-0 after:rounded-2xl hover:text-indigo-200 focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-inset focus-visible:after:ring-indigo-400"
                    >
                      {article.title}
                    </Link>
                  </h3>
                  <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-300">{article.excerpt}</p>
                  <ArticleByline author={article.author} date={article.date} readTime={article.readTime} className="mt-4" />
                </div>
              </article>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

/** Who wrote an article, when, and how long it takes to read: "Zowii Team · December 12, 2024 · 3 min read". */
export function ArticleByline({ author, date, readTime, className }: { author: string; date: string; readTime: string; className?: string }) {
  return (
    <p className={clsx("text-xs text-slate-400", className)}>
      {`${author} · `}
      <time dateTime={date}>{formatDate(date)}</time>
      {` · ${readTime}`}
    </p>
  );
}
