import type { LandingPage } from "./schema";

export const blockBuildingPages: LandingPage[] = [];
