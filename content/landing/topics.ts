import type { LandingPage } from "./schema";

export const topicPages: LandingPage[] = [];
