import type { ContactConfig } from "~/lib/contact";
import type { ShownContentPage } from "~/lib/content";
import type { CatalogStats } from "~/lib/catalog-stats";
import { ContactView } from "./contact-page";
import { LegalView } from "./legal-page";
import { AboutView, BlogView, FeaturesView } from "./marketing-pages";
import { CommunityGuidelinesView, SafetyCenterView } from "./safety-pages";
import { SupportView } from "./support-page";

/** Renders a content page's copy with the layout of its kind. */
export function ContentPageView({ page, stats, contact }: { page: ShownContentPage; stats: CatalogStats | null; contact: ContactConfig }) {
  switch (page.kind) {
    case "features":
      return <FeaturesView page={page} stats={stats} />;
    case "about":
      return <AboutView page={page} stats={stats} />;
    case "contact":
      return <ContactView page={page} contact={contact} />;
    case "blog":
      return <BlogView page={page} />;
    case "safety-center":
      return <SafetyCenterView page={page} contact={contact} />;
    case "community-guidelines":
      return <CommunityGuidelinesView page={page} contact={contact} />;
    case "support":
      return <SupportView page={page} contact={contact} />;
    case "legal":
      return <LegalView page={page} contact={contact} />;
  }
}
