import type { SupportOption, SupportPage } from "../../../content/pages/schema";
import { FaqList } from "~/components/faq-list";
import { mailtoHref, telHref, type ContactConfig } from "~/lib/contact";
import { ContentIcon } from "./icon";
import { SupportForm } from "./message-forms";
import { HoursList, PageHero, Section, actionButton } from "./parts";

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
      {/* The help search does nothing yet (spec); it is not a form, so nothing typed is sent. */}
      <div className="mx-auto max-w-xl px-4">
        <label className="block">
          <span className="sr-only">{page.search.label}</span>
          <input
            type="search"
            placeholder={page.search.placeholder}
            className="w-full rounded-full border border-white/10 bg-slate-900 px-5 py-3 text-white placeholder:text-slate-500"
          />
        </label>
      </div>

      <ul className="mx-auto mt-8 grid max-w-6xl gap-4 px-4 sm:grid-cols-2 lg:grid-cols-4">
        {page.options.map((option) => {
          const link = optionLink(option, contact);
          return (
            <li key={option.title} className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
              <ContentIcon name={option.icon} />
              <h2 className="mt-3 text-lg font-semibold">{option.title}</h2>
              <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-300">{option.description}</p>
              <a
                href={link.href}
                {...(link.external ? { target: "_blank", rel: "noopener noreferrer" } : {})}
                className={`${actionButton} mt-4 self-start`}
              >
                {option.button}
              </a>
            </li>
          );
        })}
      </ul>

      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[2fr_1fr]">
        <section aria-labelledby="support-form-heading" className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
          <h2 id="support-form-heading" className="text-2xl font-bold">
            {page.form.heading}
          </h2>
          <p className="mb-5 mt-2 text-sm text-slate-400">{page.form.intro}</p>
          <SupportForm copy={page.form} address={contact.supportEmail} />
        </section>
        <aside className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
          <HoursList hours={page.hours} />
        </aside>
      </div>

      <Section id={FAQ_ID} heading={page.faqHeading} className="max-w-3xl">
        <FaqList items={page.faq} />
      </Section>
    </>
  );
}
