/**
 * The contact and support forms. Nothing is sent by the portal: a form opens the
 * visitor's mail app with the message filled in (app/enhance/message-forms.ts, which
 * finds the forms by `data-message-form`). Without JavaScript the form's mailto: action
 * does the same with the raw fields (the message goes in as the body).
 */
import Send from "lucide-react/icons/send";
import type { MessageFormCopy, SupportPage } from "../../../content/pages/schema";
import { Field, Input, Select, Textarea } from "../ui/field";
import { actionButton } from "./parts";

/** A one-line field of a message form. */
function TextField({ label, name, type = "text", autoComplete }: { label: string; name: string; type?: "text" | "email"; autoComplete?: string }) {
  return (
    <Field label={label} required>
      {(id) => <Input id={id} name={name} type={type} required autoComplete={autoComplete} />}
    </Field>
  );
}

/** Who writes: name and email side by side. */
function SenderFields({ copy }: { copy: Pick<MessageFormCopy, "nameLabel" | "emailLabel"> }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField label={copy.nameLabel} name="name" autoComplete="name" />
      <TextField label={copy.emailLabel} name="email" type="email" autoComplete="email" />
    </div>
  );
}

function MessageField({ label }: { label: string }) {
  return (
    <Field label={label} required>
      {(id) => <Textarea id={id} name="body" required rows={5} />}
    </Field>
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
    <form action={`mailto:${address}`} method="get" data-message-form="contact" data-address={address} aria-label={copy.heading} className="space-y-4">
      <SenderFields copy={copy} />
      <TextField label={copy.subjectLabel} name="subject" />
      <MessageField label={copy.messageLabel} />
      <SendButton label={copy.submitLabel} />
    </form>
  );
}

/**
 * The support form (docs/product.md §5): an empty name, email, subject or message gets
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
      <SenderFields copy={copy} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={copy.subjectLabel} name="subject" />
        <Field label={copy.categoryLabel}>
          {(id) => (
            <Select id={id} name="category" defaultValue="">
              <option value="">{copy.categoryPlaceholder}</option>
              {copy.categories.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <MessageField label={copy.messageLabel} />
      <SendButton label={copy.submitLabel} />
    </form>
  );
}
