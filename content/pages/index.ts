import type { ContentPagePath } from "./paths";
import { aboutPage } from "./about";
import { blogPage } from "./blog";
import { communityGuidelinesPage } from "./community-guidelines";
import { contactPage } from "./contact";
import { dataSafetyPage } from "./data-safety";
import { featuresPage } from "./features";
import { privacyPolicyPage } from "./privacy-policy";
import { refundPolicyPage } from "./refund-policy";
import { safetyCenterPage } from "./safety-center";
import type { ContentPage } from "./schema";
import { supportPage } from "./support";
import { termsOfServicePage } from "./terms-of-service";

export type * from "./schema";

/** Every content page's copy, by path. */
export const contentPages: Record<ContentPagePath, ContentPage> = {
  features: featuresPage,
  about: aboutPage,
  contact: contactPage,
  blog: blogPage,
  "safety-center": safetyCenterPage,
  "community-guidelines": communityGuidelinesPage,
  support: supportPage,
  "privacy-policy": privacyPolicyPage,
  "terms-of-service": termsOfServicePage,
  "refund-policy": refundPolicyPage,
  "data-safety": dataSafetyPage,
};
