/**
 * The contact and support forms. Nothing is sent by the portal: a form opens the
 * visitor's mail app with the message filled in (app/enhance/message-forms.ts, which
 * finds the forms by `data-message-form`). Without JavaScript the form's mailto: action
 * does the same with the raw fields (the message goes in as the body).
 */
import { Send } from "lucide-react";
import type { MessageFormCopy, SupportPage } from "../../../content/pages/schema";
import { actionButton } from "./parts";

const fieldClass =
  "mt-1 w-full rounded-lg border border-white/10 bg-slate-900 px-3 py-2 text-white placeholder:text-slate-400 focus:border-indigo-400 focus:outline-none focus:ring-2 focus:ring-indigo-400/40";

function Field({
  label,
  name,
  type = "text",
  required = false,
  autoComplete,
}: {
  label: string;
  name: string;
  type?: "text" | "email";
  required?: boolean;
  autoComplete?: string;
}) {
  return (
    <label className="block text-sm font-medium text-slate-200">
      {label}
      {required && <span aria-hidden className="text-rose-300"> *</span>}
      <input name={name} type={type} required={required} autoComplete={autoComplete} className={fieldClass} />
    </label>
  );
}

function MessageField({ label }: { label: string }) {
  return (
    <label className="block text-sm font-medium text-slate-200">
      {label}
      <span aria-hidden className="text-rose-300"> *</span>
      <textarea name="body" required rows={5} className={fieldClass} />
    </label>
  );
}

function SendButton({ label }: { label: string }) {
  return (
    <button type="submit" className={actionButton}>
      <Send aria-hidden className="size-4" />
      {label}
    </button>
  );
}

/** The contact page's form: all four fields required by the browser, the email field of type email. */
export function ContactForm({ copy, address }: { copy: MessageFormCopy; address: string }) {
  return (
    <form
      action={`mailto:${address}`}
      method="get"
      data-message-form="contact"
      data-address={address}
      aria-label={copy.heading}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={copy.nameLabel} name="name" required autoComplete="name" />
        <Field label={copy.emailLabel} name="email" type="email" required autoComplete="email" />
      </div>
      <Field label={copy.subjectLabel} name="subject" required />
      <MessageField label={copy.messageLabel} />
      <SendButton label={copy.submitLabel} />
    </form>
  );
}

/**
 * The support form (spec section 5): an empty name, email, subject or message gets
 * the alert and sends nothing; the email's format and the category are not checked.
 */
export function SupportForm({ copy, address }: { copy: SupportPage["form"]; address: string }) {
  return (
    <form
      action={`mailto:${address}`}
      method="get"
      noValidate
      data-message-form="support"
      data-address={address}
      data-missing-fields-alert={copy.missingFieldsAlert}
      aria-label={copy.heading}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={copy.nameLabel} name="name" required autoComplete="name" />
        <Field label={copy.emailLabel} name="email" type="email" required autoComplete="email" />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={copy.subjectLabel} name="subject" required />
        <label className="block text-sm font-medium text-slate-200">
          {copy.categoryLabel}
          <select name="category" defaultValue="" className={fieldClass}>
            <option value="">{copy.categoryPlaceholder}</option>
            {copy.categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </label>
      </div>
      <MessageField label={copy.messageLabel} />
      <SendButton label={copy.submitLabel} />
    </form>
  );
}
