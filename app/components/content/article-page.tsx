import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import type { Article } from "../../../content/pages/schema";
import { readTime } from "~/lib/articles";
import { ContentIcon } from "./icon";
import { ArticleByline } from "./marketing-pages";
import { TextBlock } from "./parts";

/** A blog article on its own page: its heading and byline, its sections, and the way back to the blog. */
export function ArticleView({ article }: { article: Article }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-8 pt-10">
      <BackToBlog />
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-300">{article.category}</p>
        <h1 className="mt-2 text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">{article.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-300">{article.excerpt}</p>
        <ArticleByline author={article.author} date={article.date} readTime={readTime(article.body)} className="mt-4 text-sm" />
      </header>
      <div
        aria-hidden
        className="mt-8 flex h-40 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600/60 via-fuchsia-600/40 to-slate-900 sm:h-56"
      >
        <ContentIcon name={article.icon} className="size-14 text-white/80" />
      </div>
      {article.body.map((section, index) => (
        <section key={section.heading} aria-labelledby={`part-${index + 1}`} className="mt-10">
          <h2 id={`part-${index + 1}`} className="text-2xl font-bold">
            {section.heading}
          </h2>
          <div className="mt-4">
            <TextBlock section={section} />
          </div>
        </section>
      ))}
      <footer className="mt-12 border-t border-white/10 pt-6">
        <BackToBlog />
      </footer>
    </article>
  );
}

function BackToBlog() {
  return (
    <Link to="/blog" className="inline-flex items-center gap-2 text-sm font-semibold text-indigo-300 hover:text-white">
      <ArrowLeft aria-hidden className="size-4" />
      All articles
    </Link>
  );
}
