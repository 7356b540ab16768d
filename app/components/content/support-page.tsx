import type { SupportOption, SupportPage } from "../../../content/pages/schema";
import { FaqList } from "~/components/faq-list";
import { mailtoHref, telHref, type ContactConfig } from "~/lib/contact";
import { SupportForm } from "./message-forms";
import { ActionCard, FormWithAside, HoursList, PageHero, Section, actionButton } from "./parts";

const FAQ_ID = "faq";

/** Where each support option leads: the FAQ below, the external chat page, mail or the phone. */
function optionLink(option: SupportOption, contact: ContactConfig): { href: string; external?: boolean } {
  if (option.action === "faq") return { href: `#${FAQ_ID}` };
  if (option.action === "chat") return { href: contact.liveChatUrl, external: true };
  if (option.action === "email") return { href: mailtoHref(contact.supportEmail) };
  return { href: telHref(contact.supportPhone) };
}

export function SupportView({ page, contact }: { page: SupportPage; contact: ContactConfig }) {
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      {/* The help search does nothing yet (docs/product.md §2); it is not a form, so nothing typed is sent. */}
      <div className="mx-auto max-w-xl px-4">
        <label className="block">
          <span className="sr-only">{page.search.label}</span>
          <input
            type="search"
            placeholder={page.search.placeholder}
            className="w-full rounded-full border border-white/10 bg-slate-900 px-5 py-3 text-white placeholder:text-slate-400"
          />
        </label>
      </div>

      <ul className="mx-auto mt-8 grid max-w-6xl gap-4 px-4 sm:grid-cols-2 lg:grid-cols-4">
        {page.options.map((option) => {
          const link = optionLink(option, contact);
          return (
            <ActionCard key={option.title} card={option} headingLevel={2}>
              <a href={link.href} {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})} className={actionButton}>
                {option.button}
              </a>
            </ActionCard>
          );
        })}
      </ul>

      <FormWithAside
        id="support-form"
        heading={page.form.heading}
        intro={page.form.intro}
        form={<SupportForm copy={page.form} address={contact.supportEmail} />}
      >
        <HoursList hours={page.hours} />
      </FormWithAside>

      <Section id={FAQ_ID} heading={page.faqHeading} className="max-w-3xl">
        <FaqList items={page.faq} />
      </Section>
    </>
  );
}
