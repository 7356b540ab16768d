import type { LandingPage } from "./schema";

export const gamePages: LandingPage[] = [];
