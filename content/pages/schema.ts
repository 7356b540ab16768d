/**
 * The shape of the content pages' copy (docs/product.md §2: marketing, safety, support
 * and legal pages). Each page is one module beside this file; components render it.
 * Addresses, phone numbers and the chat link are configuration: content names a
 * mailbox ("safety") and the page shows the configured address.
 */
import { z } from "zod";
import { articleWordCount } from "./word-count";

/** The mailboxes content may point to; the address behind each is configuration. */
export type Mailbox = "general" | "support" | "safety" | "developers";

/** Pictures for cards, drawn by the page from its icon set. */
export const ICON_NAMES = [
  "accessibility",
  "ban",
  "brain",
  "bug",
  "code",
  "eye",
  "eye-off",
  "flag",
  "gamepad",
  "handshake",
  "heart",
  "heart-handshake",
  "help",
  "lightbulb",
  "lock",
  "mail",
  "megaphone",
  "message",
  "monitor",
  "phone",
  "scale",
  "shield",
  "siren",
  "sliders",
  "smile",
  "sparkles",
  "trophy",
  "users",
  "user-x",
  "wifi",
  "zap",
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** What every content page has: its heading, the text under it, and what search engines read. */
export interface PageBase {
  /** The page's heading and the start of its browser-tab title. */
  title: string;
  /** The meta description. */
  description: string;
  keywords: string[];
  /** The paragraph under the heading. */
  intro: string;
}

export interface Card {
  icon: IconName;
  title: string;
  description: string;
}

/** A catalog figure read from the database when the page is served. */
export type CatalogFigure = "games" | "plays" | "averageRating";

/** A statistic: a live catalog figure, or a fixed fact ("Free"). */
export type Stat = { label: string; figure: CatalogFigure } | { label: string; value: string };

export interface TextSection {
  heading: string;
  paragraphs: string[];
  /** A bulleted list after the paragraphs. */
  list?: string[];
}

export interface Faq {
  question: string;
  answer: string;
}

/** A pre-filled email to one of the configured mailboxes. */
export interface MailAction {
  kind: "mail";
  mailbox: Mailbox;
  label: string;
  subject: string;
  body?: string;
}

export interface PhoneAction {
  kind: "phone";
  label: string;
}

export interface FeaturesPage extends PageBase {
  kind: "features";
  cards: Card[];
  statsHeading: string;
  stats: Stat[];
}

export interface AboutPage extends PageBase {
  kind: "about";
  stats: Stat[];
  story: TextSection;
  mission: TextSection;
  vision: TextSection;
  builtByGamers: TextSection;
  valuesHeading: string;
  values: Card[];
}

/** Labels of a message form; the fields themselves are fixed by docs/product.md §3. */
export interface MessageFormCopy {
  heading: string;
  intro: string;
  nameLabel: string;
  emailLabel: string;
  subjectLabel: string;
  messageLabel: string;
  submitLabel: string;
}

export interface BusinessHours {
  heading: string;
  /** "Mon-Fri" and "9 AM - 6 PM EST", one row each. */
  rows: { days: string; hours: string }[];
}

export interface ContactPage extends PageBase {
  kind: "contact";
  /** Links to other pages (docs/product.md §2: /support and /features). */
  quickLinks: { to: string; title: string; description: string }[];
  cardsHeading: string;
  cards: (Card & { action: MailAction })[];
  form: MessageFormCopy;
  officeHeading: string;
  /** The list of addresses and the phone number, each with its label. */
  details: { heading: string; emailLabels: Record<Mailbox, string>; phoneLabel: string };
  hours: BusinessHours;
}

/** A URL segment: lowercase words joined by single hyphens ("what-makes-an-io-game"). */
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Below this an article is a stub, not something worth its own page. */
export const ARTICLE_MIN_WORDS = 400;

/** One part of an article: a heading, its paragraphs and, after them, an optional list. */
export const articleSectionSchema = z
  .object({
    heading: z.string().trim().min(3).max(90),
    paragraphs: z.array(z.string().trim().min(20)).min(1),
    list: z.array(z.string().trim().min(3)).min(2).optional(),
  })
  .strict();

export type ArticleSection = z.infer<typeof articleSectionSchema>;

/**
 * A blog article: its card on /blog and its own page at /blog/{slug}. The body is
 * structured text (headings, paragraphs, lists), rendered as elements, never as HTML.
 */
export const articleSchema = z
  .object({
    slug: z.string().max(80).regex(SLUG_PATTERN, "lowercase words joined by single hyphens"),
    title: z.string().trim().min(10).max(110),
    excerpt: z.string().trim().min(80).max(300),
    author: z.string().trim().min(1),
    /** The day it was published, ISO ("2024-12-12"); pages show it as "December 12, 2024". */
    date: z.iso.date(),
    category: z.string().trim().min(1),
    /** The placeholder picture's icon. */
    icon: z.enum(ICON_NAMES),
    body: z.array(articleSectionSchema).min(3, "several sections"),
    /** The games a review is about: the article ends with a link to each one's page. */
    reviews: z
      .array(z.object({ slug: z.string().regex(SLUG_PATTERN), title: z.string().trim().min(1) }).strict())
      .min(1)
      .optional(),
  })
  .strict()
  .refine((article) => articleWordCount(article.body) >= ARTICLE_MIN_WORDS, {
    path: ["body"],
    message: `at least ${ARTICLE_MIN_WORDS} words`,
  });

export type Article = z.infer<typeof articleSchema>;

/** The blog's articles: each valid, and no two at the same address. */
export const blogArticlesSchema = z
  .array(articleSchema)
  .min(1)
  .superRefine((articles, context) => {
    const firstWithSlug = new Map<string, number>();
    for (const [index, article] of articles.entries()) {
      const first = firstWithSlug.get(article.slug);
      if (first === undefined) firstWithSlug.set(article.slug, index);
      else context.addIssue({ code: "custom", path: [index, "slug"], message: `"${article.slug}" is also the slug of article ${first}` });
    }
  });

export interface BlogPage extends PageBase {
  kind: "blog";
  /** The category chips, each showing its articles; the first shows them all (docs/product.md §2). */
  chips: string[];
  articlesHeading: string;
  articles: Article[];
  /** The newsletter box of earlier releases: an install may still hold it; it is not shown (docs/product.md §10). */
  newsletter?: { heading: string; text: string; emailLabel: string; placeholder: string; button: string };
}

export interface SafetyCenterPage extends PageBase {
  kind: "safety-center";
  cardsHeading: string;
  cards: Card[];
  tipsHeading: string;
  tipLists: { audience: string; icon: IconName; tips: string[] }[];
  helpHeading: string;
  helpIntro: string;
  helpCards: (Card & { action: MailAction | PhoneAction })[];
}

export interface CommunityGuidelinesPage extends PageBase {
  kind: "community-guidelines";
  /** Where the guidelines apply, in a few paragraphs. */
  scope: TextSection;
  encouraged: { heading: string; items: Card[] };
  forbidden: { heading: string; items: Card[] };
  enforcement: { heading: string; intro: string; steps: { title: string; description: string }[] };
  report: { heading: string; intro: string; actions: MailAction[] };
}

export interface SupportOption extends Card {
  /** FAQ scrolls to the FAQ; the others open the chat page, the mail client or the phone. */
  action: "faq" | "chat" | "email" | "phone";
  button: string;
}

export interface SupportPage extends PageBase {
  kind: "support";
  search: { label: string; placeholder: string };
  options: SupportOption[];
  form: MessageFormCopy & {
    categoryLabel: string;
    categoryPlaceholder: string;
    categories: string[];
    /** The alert when name, email, subject or message is empty. */
    missingFieldsAlert: string;
  };
  faqHeading: string;
  faq: Faq[];
  hours: BusinessHours;
}

export interface LegalPage extends PageBase {
  kind: "legal";
  /** The line saying when the text last changed: "This policy was last updated December 17, 2024." */
  lastUpdated: string;
  sections: TextSection[];
  /** The closing line, followed by the mailbox's address. */
  contact: { text: string; mailbox: Mailbox };
}

export type ContentPage = FeaturesPage | AboutPage | ContactPage | BlogPage | SafetyCenterPage | CommunityGuidelinesPage | SupportPage | LegalPage;
