import { hasRequiredFields, messageMailtoHref, type WrittenMessage } from "~/lib/contact";

/**
 * The contact and support forms (content/pages): nothing is sent by the portal, a form
 * opens the visitor's mail app with the message filled in. The support form checks its
 * fields itself (docs/product.md §5: an alert, no email format check); the contact form
 * leaves the check to the browser (required fields, email type).
 *
 * One listener on the document, so forms rendered later (an in-app navigation) work too.
 */
export function enhanceMessageForms(root: Document) {
  root.addEventListener("submit", (event) => {
    const form = event.target instanceof HTMLFormElement ? event.target : null;
    const kind = form?.dataset.messageForm;
    if (!form || !kind) return;
    event.preventDefault();
    const message = writtenMessage(form);
    if (kind === "support" && !hasRequiredFields(message)) {
      window.alert(form.dataset.missingFieldsAlert ?? "");
      return;
    }
    window.location.href = messageMailtoHref(form.dataset.address ?? "", message);
  });
}

function writtenMessage(form: HTMLFormElement): WrittenMessage {
  const data = new FormData(form);
  const text = (name: string) => String(data.get(name) ?? "");
  return { name: text("name"), email: text("email"), subject: text("subject"), category: text("category"), message: text("body") };
}
