import Mail from "lucide-react/icons/mail";
import Phone from "lucide-react/icons/phone";
import type { MailAction, PhoneAction } from "../../../content/pages/schema";
import { clsx } from "clsx";
import { mailboxAddress, mailtoHref, telHref, type ContactConfig } from "~/lib/contact";
import { actionButton } from "./parts";

/** A button-styled link that opens a pre-filled email to a configured mailbox, or the phone. */
export function ContactActionLink({ action, contact, className }: { action: MailAction | PhoneAction; contact: ContactConfig; className?: string }) {
  if (action.kind === "phone") {
    return (
      <a href={telHref(contact.supportPhone)} className={clsx(actionButton, className)}>
        <Phone aria-hidden className="size-4" />
        {action.label}
      </a>
    );
  }
  const href = mailtoHref(mailboxAddress(contact, action.mailbox), { subject: action.subject, body: action.body });
  return (
    <a href={href} className={clsx(actionButton, className)}>
      <Mail aria-hidden className="size-4" />
      {action.label}
    </a>
  );
}
