import type { LandingPage } from "./schema";

export const moreGenrePages: LandingPage[] = [];
