/**
 * The site's copy as the pages receive it from the server (app/domain/content): prose
 * already rendered from the operator's Markdown to safe HTML, and each article's card.
 */
import type { BlogPage, ContentPage, IconName, LegalPage } from "../../content/pages/schema";

/** A part of a Markdown body under one "## " heading, rendered (markdown.server.ts). */
export interface RenderedSection {
  /** The heading's inline HTML; "" for the text before the first heading. */
  heading: string;
  html: string;
}

/** An article's card on /blog. */
export interface ArticleCard {
  slug: string;
  title: string;
  excerpt: string;
  author: string;
  /** ISO ("2024-12-12"). */
  date: string;
  category: string;
  icon: IconName;
  readTime: string;
}

/** An article on its own page. */
export interface ShownArticle extends ArticleCard {
  /** The meta description. */
  description: string;
  sections: RenderedSection[];
}

export type ShownLegalPage = Omit<LegalPage, "sections"> & { sections: RenderedSection[] };
/** The blog as shown: the articles of the chosen chip (`chip`, the first chip for all). */
export type ShownBlogPage = Omit<BlogPage, "articles"> & { articles: ArticleCard[]; chip: string };

/** A content page's copy as its page shows it. */
export type ShownContentPage = Exclude<ContentPage, LegalPage | BlogPage> | ShownLegalPage | ShownBlogPage;
