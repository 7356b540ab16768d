import { z } from "zod";

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
    /** Words that find this page's games in the catalog (the portal's search rules). */
    gameSearch: z.string().min(2),
    content: z.object({
      heroTitle: z.string().min(5).max(90),
      heroDescription: z.string().min(80).max(400),
      features: z
        .array(z.object({ title: z.string().min(3).max(40), description: z.string().min(40).max(220) }))
        .length(3),
      benefits: z.array(z.string().min(20).max(200)).min(5).max(6),
      faq: z
        .array(z.object({ question: z.string().min(10).max(140), answer: z.string().min(40).max(600) }))
        .min(2)
        .max(4),
    }),
  })
  .strict();

export type LandingPage = z.infer<typeof landingPageSchema>;
