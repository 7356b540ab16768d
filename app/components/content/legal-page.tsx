import { mailboxAddress, mailtoHref, type ContactConfig } from "~/lib/contact";
import type { ShownLegalPage } from "~/lib/content";
import { MarkdownBlock, PageHero } from "./parts";

/** Privacy policy, terms of service, refund policy and data safety: static text with its date. */
export function LegalView({ page, contact }: { page: ShownLegalPage; contact: ContactConfig }) {
  const address = mailboxAddress(contact, page.contact.mailbox);
  return (
    <article className="pb-8">
      <PageHero title={page.title} intro={page.intro} />
      <div className="mx-auto max-w-3xl space-y-10 px-4">
        <p className="text-sm text-slate-400">{page.lastUpdated}</p>
        {page.sections.map((section, index) => (
          <section key={index}>
            {section.heading && (
              // The server rendered it from Markdown (markdown.server.ts): no HTML of the operator's passes.
              <h2 className="mb-3 text-2xl font-bold" dangerouslySetInnerHTML={{ __html: section.heading }} />
            )}
            <MarkdownBlock html={section.html} />
          </section>
        ))}
        <p className="text-slate-300">
          {`${page.contact.text} `}
          <a href={mailtoHref(address)} className="text-indigo-200 underline hover:text-white">
            {address}
          </a>
          .
        </p>
      </div>
    </article>
  );
}
