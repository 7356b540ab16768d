import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link } from "react-router";
import type { ShownArticle } from "~/lib/content";
import { ContentIcon } from "./icon";
import { ArticleByline } from "./marketing-pages";
import { MarkdownBlock } from "./parts";

/** A blog article on its own page: its heading and byline, its sections, and the way back to the blog. */
export function ArticleView({ article }: { article: ShownArticle }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pb-8 pt-10">
      <BackToBlog />
      <header className="mt-6">
        <p className="text-sm font-semibold uppercase tracking-wide text-indigo-300">{article.category}</p>
        <h1 className="mt-2 text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">{article.title}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-300">{article.excerpt}</p>
        <ArticleByline author={article.author} date={article.date} readTime={article.readTime} className="mt-4 text-sm" />
      </header>
      <div
        aria-hidden
        className="mt-8 flex h-40 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-600/60 via-fuchsia-600/40 to-slate-900 sm:h-56"
      >
        <ContentIcon name={article.icon} className="size-14 text-white/80" />
      </div>
      {article.sections.map((section, index) => (
        <section key={index} aria-labelledby={section.heading ? `part-${index + 1}` : undefined} className="mt-10">
          {section.heading && (
            // The server rendered it from Markdown (markdown.server.ts): no HTML of the operator's passes.
            <h2 id={`part-${index + 1}`} className="text-2xl font-bold" dangerouslySetInnerHTML={{ __html: section.heading }} />
          )}
          <div className="mt-4">
            <MarkdownBlock html={section.html} />
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
