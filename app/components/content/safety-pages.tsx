import type { CommunityGuidelinesPage, SafetyCenterPage } from "../../../content/pages/schema";
import type { ContactConfig } from "~/lib/contact";
import { ContentIcon } from "./icon";
import { ContactActionLink } from "./mail-link";
import { ActionCard, CardGrid, PageHero, Section, TextBlock } from "./parts";

export function SafetyCenterView({ page, contact }: { page: SafetyCenterPage; contact: ContactConfig }) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <Section id="how-we-keep-you-safe" heading={page.cardsHeading}>
        <CardGrid cards={page.cards} />
      </Section>
      <Section id="tips" heading={page.tipsHeading}>
        <div className="grid gap-4 lg:grid-cols-3">
          {page.tipLists.map((list) => (
            <section key={list.audience} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <div className="flex items-center gap-3">
                <ContentIcon name={list.icon} className="size-6" />
                <h3 className="text-lg font-semibold">{list.audience}</h3>
              </div>
              <ul className="mt-4 list-disc space-y-2 pl-5 text-sm leading-relaxed text-slate-300">
                {list.tips.map((tip) => (
                  <li key={tip}>{tip}</li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </Section>
      <Section id="get-help" heading={page.helpHeading}>
        <p className="mb-5 rounded-xl bg-rose-500/10 p-4 text-rose-100 ring-1 ring-rose-400/30">{page.helpIntro}</p>
        <ul className="grid gap-4 md:grid-cols-3">
          {page.helpCards.map((card) => (
            <ActionCard key={card.title} card={card}>
              <ContactActionLink action={card.action} contact={contact} />
            </ActionCard>
          ))}
        </ul>
      </Section>
    </>
  );
}

export function CommunityGuidelinesView({ page, contact }: { page: CommunityGuidelinesPage; contact: ContactConfig }) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <Section id="scope" heading={page.scope.heading} className="max-w-3xl">
        <TextBlock section={page.scope} />
      </Section>
      <Section id="encouraged" heading={page.encouraged.heading}>
        <CardGrid cards={page.encouraged.items} columns={4} />
      </Section>
      <Section id="not-allowed" heading={page.forbidden.heading}>
        <CardGrid cards={page.forbidden.items} />
      </Section>
      <Section id="enforcement" heading={page.enforcement.heading} className="max-w-4xl">
        <p className="text-slate-300">{page.enforcement.intro}</p>
        <ol className="mt-5 grid gap-4 md:grid-cols-3">
          {page.enforcement.steps.map((step, i) => (
            <li key={step.title} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <span aria-hidden className="text-sm font-bold text-indigo-300">{`${i + 1}`}</span>
              <h3 className="text-lg font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-slate-300">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section id="report" heading={page.report.heading} className="max-w-4xl">
        <p className="text-slate-300">{page.report.intro}</p>
        <div className="mt-5 flex flex-wrap gap-3">
          {page.report.actions.map((action) => (
            <ContactActionLink key={action.label} action={action} contact={contact} />
          ))}
        </div>
      </Section>
    </>
  );
}
