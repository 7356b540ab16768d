import ArrowRight from "lucide-react/icons/arrow-right";
import Mail from "lucide-react/icons/mail";
import MapPin from "lucide-react/icons/map-pin";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import type { ContactPage, Mailbox } from "../../../content/pages/schema";
import { mailboxAddress, mailtoHref, telHref, type ContactConfig } from "~/lib/contact";
import { ContactActionLink } from "./mail-link";
import { ContactForm } from "./message-forms";
import { ActionCard, FormWithAside, HoursList, PageHero, Section } from "./parts";

export function ContactView({ page, contact }: { page: ContactPage; contact: ContactConfig }) {
  const mailboxes = Object.entries(page.details.emailLabels) as [Mailbox, string][];
  return (
    <>
      <PageHero title={page.title} intro={page.intro} />
      <ul className="mx-auto grid max-w-4xl gap-4 px-4 sm:grid-cols-2">
        {page.quickLinks.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="group flex h-full items-center justify-between gap-4 rounded-2xl bg-white/5 p-5 ring-1 ring-white/10 hover:ring-indigo-400"
            >
              <span>
                <span className="block font-semibold">{link.title}</span>
                <span className="mt-1 block text-sm text-slate-400">{link.description}</span>
              </span>
              <ArrowRight aria-hidden className="size-5 shrink-0 text-indigo-300 transition group-hover:translate-x-1" />
            </Link>
          </li>
        ))}
      </ul>

      <Section id="teams" heading={page.cardsHeading}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {page.cards.map((card) => (
            <ActionCard key={card.title} card={card}>
              <ContactActionLink action={card.action} contact={contact} />
            </ActionCard>
          ))}
        </ul>
      </Section>

      <FormWithAside id="message" heading={page.form.heading} intro={page.form.intro} form={<ContactForm copy={page.form} address={contact.generalEmail} />}>
        <div>
          <h2 className="text-lg font-semibold">{page.officeHeading}</h2>
          <p className="mt-2 flex gap-2 text-sm text-slate-300">
            <MapPin aria-hidden className="size-4 shrink-0 text-indigo-300" />
            <span>{contact.officeAddress}</span>
          </p>
        </div>
        <div>
          <h2 className="text-lg font-semibold">{page.details.heading}</h2>
          <ul className="mt-2 space-y-2 text-sm">
            {mailboxes.map(([mailbox, label]) => (
              <li key={mailbox} className="flex gap-2">
                <Mail aria-hidden className="size-4 shrink-0 text-indigo-300" />
                <span className="text-slate-400">{`${label}:`}</span>
                <a href={mailtoHref(mailboxAddress(contact, mailbox))} className="break-all text-indigo-200 hover:text-white">
                  {mailboxAddress(contact, mailbox)}
                </a>
              </li>
            ))}
            <li className="flex gap-2">
              <Phone aria-hidden className="size-4 shrink-0 text-indigo-300" />
              <span className="text-slate-400">{`${page.details.phoneLabel}:`}</span>
              <a href={telHref(contact.supportPhone)} className="text-indigo-200 hover:text-white">
                {contact.supportPhone}
              </a>
            </li>
          </ul>
        </div>
        <HoursList hours={page.hours} />
      </FormWithAside>
    </>
  );
}
