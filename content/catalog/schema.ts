/**
 * The shape of a seed game: the games a new install starts with (seed-games.ts beside
 * this file). `npm run build` checks every entry against it (scripts/validate-content.ts),
 * and the category against the publish form's list.
 */
import { z } from "zod";
import { GAME_ORIENTATIONS, INSTRUCTIONS_MAX } from "./game-rules";

export const seedGameSchema = z.object({
  slug: z
    .string()
    .max(100)
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, "lowercase words joined by hyphens (krunker-io)"),
  title: z.string().trim().min(1).max(200),
  description: z.string().min(100, "a paragraph of at least 100 characters"),
  /** How to play: the controls and the goal, as the game's own help line has them. */
  instructions: z.string().max(INSTRUCTIONS_MAX).optional(),
  /** Left out where not known (a square board fits either way). */
  orientation: z.enum(GAME_ORIENTATIONS).optional(),
  mobileFriendly: z.boolean().optional(),
  gameUrl: z.string().regex(/^(https:\/\/\S+|\/games\/[a-z0-9-]+\/)$/, "an https:// address, or /games/{name}/ for our own games"),
  category: z.string().min(1),
  tags: z.array(z.string().min(1)).min(3, "at least three tags"),
  rating: z.number().min(0).max(5),
  plays: z.number().int().min(0),
  developer: z.string().min(1).optional(),
  releaseDate: z.iso.date().optional(),
  publishedAt: z.iso.datetime({ offset: true }),
  featured: z.boolean().optional(),
});

export type SeedGame = z.infer<typeof seedGameSchema>;

/** One row of the category map (category-map.ts): our publish category and browsing tags. */
export const categoryMappingSchema = z.object({
  category: z.string().min(1),
  tags: z.array(z.string().regex(/^[a-z0-9][a-z0-9 .&-]*$/, "a tag in lower case")).max(20),
});

export type CategoryMapping = z.infer<typeof categoryMappingSchema>;
