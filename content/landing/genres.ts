import type { LandingPage } from "./schema";

export const genrePages: LandingPage[] = [];
