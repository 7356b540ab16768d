import type { LandingPage } from "./schema";

export const blockPlatformPages: LandingPage[] = [];
