/**
 * What a content entry must be to be saved: one home for the rules the build checked the
 * files in content/ against (scripts/validate-content.ts still checks the seed with them)
 * and that every save in the running portal is checked against. The limits of a landing
 * page and an article are their schemas' in content/, so the seed and a save cannot differ.
 */
import { z } from "zod";
import { ADMIN_PATH } from "~/lib/admin-path";
import { contentPath } from "~/lib/content-filters";
import { checkGameSelection, landingPageSchema } from "../../../content/landing/schema";
import { isContentPagePath } from "../../../content/pages/paths";
import { ARTICLE_MIN_WORDS, articleSchema, ICON_NAMES } from "../../../content/pages/schema";
import { CONTENT_KINDS, CONTENT_STATUSES, type ContentKind } from "../db/schema.server";

/** Lowercase words joined by single hyphens: the one shape of a keyword, an article's slug and a page's path. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX = 80;

/**
 * Top-level paths a keyword cannot take: the portal's own routes and the public folders
 * served ahead of the app (public/games, public/images, the build's assets). Content pages
 * and keywords share the other one-segment paths; a keyword never takes the path of one of
 * the site's own pages (slugProblem).
 */
export function reservedPaths(adminPath: string = ADMIN_PATH): ReadonlyMap<string, string> {
  return new Map([
    [adminPath.slice(1).toLowerCase(), "the admin area"],
    ["game", "the game pages"],
    ["category", "the category pages"],
    ["blog", "the blog"],
    ["games", "the portal's own games"],
    ["images", "public images"],
    ["assets", "the build's assets"],
    ["storage", "uploaded files"],
    ["api", "the API"],
    ["sitemaps", "the sitemaps"],
  ]);
}

// The panel's editor shows the address a slug makes, so the rule lives where the browser can have it too.
export { contentPath };

/**
 * What is wrong with a slug on its own (its shape, a path the portal keeps), or null. Clashes
 * with other entries need the database: checkContentSlug in writes.server.ts adds them.
 */
export function slugProblem(kind: ContentKind, slug: string, adminPath: string = ADMIN_PATH): string | null {
  if (slug.length === 0) return "A slug is needed.";
  if (slug.length > SLUG_MAX) return `A slug has at most ${SLUG_MAX} characters.`;
  if (!CONTENT_SLUG_PATTERN.test(slug)) return "A slug is lowercase letters and digits, words joined by single hyphens.";
  if (kind === "article") return null;
  // The site's own pages' paths have routes of their own (app/routes.ts), ahead of the
  // one-segment catch-all: a content page is served there, a keyword never.
  if (kind === "page" && isContentPagePath(slug)) return null;
  const reserved = reservedPaths(adminPath).get(slug);
  if (reserved) return `"/${slug}" is ${reserved}.`;
  return isContentPagePath(slug) ? `"/${slug}" is a content page.` : null;
}

const line = (max: number) => z.string().trim().min(1).max(max);
const prose = line(2_000);

const landingContent = landingPageSchema.shape.content.shape;
const landingFieldsSchema = z
  .object({
    gameSearch: landingPageSchema.shape.gameSearch,
    gameCategory: landingPageSchema.shape.gameCategory,
    hero: z.object({ title: landingContent.heroTitle, description: landingContent.heroDescription }).strict(),
    features: landingContent.features,
    benefits: landingContent.benefits,
    faq: landingContent.faq,
  })
  .strict()
  .superRefine(checkGameSelection);
export type LandingFields = z.infer<typeof landingFieldsSchema>;

const articleShape = articleSchema.shape;
const articleFieldsSchema = z
  .object({
    excerpt: articleShape.excerpt,
    author: articleShape.author,
    date: articleShape.date,
    category: articleShape.category,
    icon: articleShape.icon,
  })
  .strict();
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

const icon = z.enum(ICON_NAMES);
const mailbox = z.enum(["general", "support", "safety", "developers"]);
const card = z.object({ icon, title: line(120), description: prose }).strict();
const stat = z.union([
  z.object({ label: line(80), figure: z.enum(["games", "plays", "averageRating"]) }).strict(),
  z.object({ label: line(80), value: line(40) }).strict(),
]);
const textSection = z.object({ heading: line(120), paragraphs: z.array(prose).min(1), list: z.array(prose).min(1).optional() }).strict();
const faq = z.object({ question: line(200), answer: prose }).strict();
const mailAction = z.object({ kind: z.literal("mail"), mailbox, label: line(80), subject: line(160), body: prose.optional() }).strict();
const phoneAction = z.object({ kind: z.literal("phone"), label: line(80) }).strict();
const messageForm = {
  heading: line(120),
  intro: prose,
  nameLabel: line(60),
  emailLabel: line(60),
  subjectLabel: line(60),
  messageLabel: line(60),
  submitLabel: line(60),
};
const businessHours = z.object({ heading: line(120), rows: z.array(z.object({ days: line(60), hours: line(60) }).strict()).min(1) }).strict();
const intro = prose;

/** A content page's structured copy by its kind; a legal page's sections are its Markdown body. */
const pageFieldsSchema = z.discriminatedUnion("kind", [
  z.object({ kind: z.literal("features"), intro, cards: z.array(card).min(1), statsHeading: line(120), stats: z.array(stat) }).strict(),
  z
    .object({
      kind: z.literal("about"),
      intro,
      stats: z.array(stat),
      story: textSection,
      mission: textSection,
      vision: textSection,
      builtByGamers: textSection,
      valuesHeading: line(120),
      values: z.array(card).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal("contact"),
      intro,
      quickLinks: z.array(z.object({ to: z.string().regex(/^\/[a-z0-9-]*$/), title: line(120), description: prose }).strict()),
      cardsHeading: line(120),
      cards: z.array(card.extend({ action: mailAction })).min(1),
      form: z.object(messageForm).strict(),
      officeHeading: line(120),
      details: z.object({ heading: line(120), emailLabels: z.record(mailbox, line(80)), phoneLabel: line(80) }).strict(),
      hours: businessHours,
    })
    .strict(),
  z
    .object({
      kind: z.literal("blog"),
      intro,
      chips: z.array(line(60)).min(1),
      articlesHeading: line(120),
      // The newsletter box of earlier releases, kept in an install's saved page but no longer shown.
      newsletter: z
        .object({ heading: line(120), text: prose, emailLabel: line(60), placeholder: line(80), button: line(60) })
        .strict()
        .optional(),
    })
    .strict(),
  z
    .object({
      kind: z.literal("safety-center"),
      intro,
      cardsHeading: line(120),
      cards: z.array(card).min(1),
      tipsHeading: line(120),
      tipLists: z.array(z.object({ audience: line(80), icon, tips: z.array(prose).min(1) }).strict()).min(1),
      helpHeading: line(120),
      helpIntro: prose,
      helpCards: z.array(card.extend({ action: z.discriminatedUnion("kind", [mailAction, phoneAction]) })).min(1),
    })
    .strict(),
  z
    .object({
      kind: z.literal("community-guidelines"),
      intro,
      scope: textSection,
      encouraged: z.object({ heading: line(120), items: z.array(card).min(1) }).strict(),
      forbidden: z.object({ heading: line(120), items: z.array(card).min(1) }).strict(),
      enforcement: z.object({ heading: line(120), intro: prose, steps: z.array(z.object({ title: line(120), description: prose }).strict()).min(1) }).strict(),
      report: z.object({ heading: line(120), intro: prose, actions: z.array(mailAction).min(1) }).strict(),
    })
    .strict(),
  z
    .object({
      kind: z.literal("support"),
      intro,
      search: z.object({ label: line(80), placeholder: line(120) }).strict(),
      options: z.array(card.extend({ action: z.enum(["faq", "chat", "email", "phone"]), button: line(60) })).min(1),
      form: z
        .object({
          ...messageForm,
          categoryLabel: line(60),
          categoryPlaceholder: line(80),
          categories: z.array(line(80)).min(1),
          missingFieldsAlert: line(200),
        })
        .strict(),
      faqHeading: line(120),
      faq: z.array(faq).min(1),
      hours: businessHours,
    })
    .strict(),
  z
    .object({
      kind: z.literal("legal"),
      intro,
      lastUpdated: line(200),
      contact: z.object({ text: line(200), mailbox }).strict(),
    })
    .strict(),
]);
export type PageFields = z.infer<typeof pageFieldsSchema>;

/** The words a reader reads in a Markdown body: its text without headings, list marks or escapes. */
export function markdownWordCount(body: string): number {
  const text = body
    .split("\n")
    .filter((row) => !/^\s*#{1,6}\s/.test(row))
    .map((row) => row.replace(/^\s*(?:[-+*]|\d+[.)])\s+/, "").replace(/\\(?=[!-/:-@[-`{-~])/g, ""))
    .join(" ");
  return text.match(/\S+/g)?.length ?? 0;
}

/** The "## " headings of a Markdown body. */
function markdownSections(body: string): number {
  return body.split("\n").filter((row) => /^##\s+\S/.test(row)).length;
}

const BODY_MAX = 100_000;
const common = {
  slug: z.string(),
  // Left out, a save keeps the entry's status (a new entry is published).
  status: z.enum(CONTENT_STATUSES).optional(),
  body: z.string().max(BODY_MAX, `a body has at most ${BODY_MAX} characters`).default(""),
};

/**
 * A content entry as it is saved, by kind. The landing page's and the article's limits are
 * those of their schemas in content/; an article's body keeps their rules in Markdown
 * (several "## " sections, at least ARTICLE_MIN_WORDS words).
 */
export const contentInputSchema = z.discriminatedUnion("kind", [
  z
    .object({
      ...common,
      kind: z.literal("landing"),
      title: landingPageSchema.shape.title,
      description: landingPageSchema.shape.description,
      keywords: landingPageSchema.shape.metaKeywords,
      fields: landingFieldsSchema,
    })
    .strict(),
  z
    .object({
      ...common,
      kind: z.literal("article"),
      title: articleShape.title,
      description: articleShape.excerpt,
      keywords: z.array(line(60)).max(27).default([]),
      fields: articleFieldsSchema,
    })
    .strict()
    .superRefine((article, context) => {
      if (markdownSections(article.body) < 3) context.addIssue({ code: "custom", path: ["body"], message: 'several sections ("## " headings)' });
      if (markdownWordCount(article.body) < ARTICLE_MIN_WORDS)
        context.addIssue({ code: "custom", path: ["body"], message: `at least ${ARTICLE_MIN_WORDS} words` });
    }),
  z
    .object({
      ...common,
      kind: z.literal("page"),
      title: line(110),
      description: z.string().trim().min(70).max(170),
      keywords: z.array(line(60)).min(1).max(27),
      fields: pageFieldsSchema,
    })
    .strict(),
]);
export type ContentInput = z.input<typeof contentInputSchema>;
export type CheckedContent = z.output<typeof contentInputSchema>;

export interface ContentProblem {
  /** The field, dotted ("fields.faq.0.answer"), or "(entry)". */
  field: string;
  message: string;
}

/** The entry checked against its kind's rules and its slug's own shape; problems name their field. */
export function checkContentInput(
  input: unknown,
  adminPath: string = ADMIN_PATH,
): { ok: true; entry: CheckedContent } | { ok: false; problems: ContentProblem[] } {
  const parsed = contentInputSchema.safeParse(input);
  if (!parsed.success) {
    return { ok: false, problems: parsed.error.issues.map((issue) => ({ field: issue.path.join(".") || "(entry)", message: issue.message })) };
  }
  const slug = slugProblem(parsed.data.kind, parsed.data.slug, adminPath);
  if (slug) return { ok: false, problems: [{ field: "slug", message: slug }] };
  return { ok: true, entry: parsed.data };
}

/** Whether `kind` names a kind of content entry (from a URL or a form). */
export function isContentKind(kind: string): kind is ContentKind {
  return (CONTENT_KINDS as readonly string[]).includes(kind);
}

export interface SetProblem {
  /** The entry with the problem, and the earlier one it repeats. */
  index: number;
  other: number;
  /** The same address, or (landing pages) the same hero text: one page twice to a search engine. */
  field: "slug" | "fields.hero.description";
}

/** Problems between entries that each pass on their own: two at one address, or two landing pages with one hero text. */
export function contentSetProblems(entries: readonly Pick<ContentInput, "kind" | "slug" | "fields">[]): SetProblem[] {
  const problems: SetProblem[] = [];
  const paths = new Map<string, number>();
  const heroes = new Map<string, number>();
  for (const [index, entry] of entries.entries()) {
    const path = contentPath(entry.kind, entry.slug);
    const samePath = paths.get(path);
    if (samePath === undefined) paths.set(path, index);
    else problems.push({ index, other: samePath, field: "slug" });
    if (entry.kind !== "landing") continue;
    const { description } = (entry.fields as LandingFields).hero;
    const sameHero = heroes.get(description);
    if (sameHero === undefined) heroes.set(description, index);
    else problems.push({ index, other: sameHero, field: "fields.hero.description" });
  }
  return problems;
}
