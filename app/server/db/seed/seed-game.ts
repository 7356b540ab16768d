import type { PublishCategory } from "~/lib/categories";

export interface SeedGame {
  slug: string;
  title: string;
  description: string;
  gameUrl: string;
  category: PublishCategory;
  tags: string[];
  rating: number;
  plays: number;
  developer?: string;
  releaseDate?: string;
  publishedAt: string;
  featured?: boolean;
}
