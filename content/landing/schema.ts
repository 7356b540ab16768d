import { z } from "zod";
import { CATEGORIES, type Category } from "../categories";

/** The categories a landing page's games may come from: every one but "All". */
export const LANDING_CATEGORIES = CATEGORIES.filter((category): category is Exclude<Category, "All"> => category !== "All");

/**
 * A landing page's games come from its search words or from one category, never both: the
 * portal's search applies a category only when there is no text (searchGames).
 */
export function checkGameSelection({ gameSearch, gameCategory }: { gameSearch: string; gameCategory?: string }, context: z.RefinementCtx) {
  const words = gameSearch.trim();
  if (gameCategory === undefined && words.length < 2) {
    context.addIssue({ code: "custom", path: ["gameSearch"], message: "Search words (2 characters or more) or a category select the page's games." });
  }
  if (gameCategory !== undefined && words.length > 0) {
    context.addIssue({ code: "custom", path: ["gameSearch"], message: "A category or search words select the page's games, not both: leave one empty." });
  }
}

/**
 * A keyword landing page (docs/product.md §3, "Keyword landing entry"). The site name is
 * appended to `title` when the page is rendered, so the title here leaves it out.
 */
export const landingPageSchema = z
  .object({
    /** The path segment: lowercase words joined by hyphens, e.g. "io-games". */
    keyword: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by single hyphens"),
    title: z.string().min(10).max(70),
    description: z.string().min(70).max(170),
    metaKeywords: z.array(z.string().min(2)).min(7).max(27),
    /** Words that find this page's games in the catalog (the portal's search rules); "" with a category. */
    gameSearch: z.string().max(200),
    /** The category whose games the page lists, most played first, in place of search words. */
    gameCategory: z.enum(LANDING_CATEGORIES).optional(),
    content: z.object({
      heroTitle: z.string().min(5).max(90),
      heroDescription: z.string().min(80).max(400),
      features: z.array(z.object({ title: z.string().min(3).max(40), description: z.string().min(40).max(220) })).length(3),
      benefits: z.array(z.string().min(20).max(200)).min(5).max(6),
      faq: z
        .array(z.object({ question: z.string().min(10).max(140), answer: z.string().min(40).max(600) }))
        .min(2)
        .max(4),
    }),
  })
  .strict()
  .superRefine(checkGameSelection);

export type LandingPage = z.infer<typeof landingPageSchema>;
