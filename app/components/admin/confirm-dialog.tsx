import { useRef, useState } from "react";
import { Button } from "~/components/ui/button";
import { PanelDialog } from "./panel-dialog";

interface Pending {
  message: string;
  form: HTMLFormElement;
  submitter: HTMLElement | null;
}

/**
 * Asks in the panel's own dialog before a form makes a change that cannot be taken back (a
 * delete, a restore, a host removed). The browser's confirm box cannot be told from a page's
 * trick by its look, stops every script of the page while open, and reads its buttons as
 * "OK" and "Cancel" whatever the change.
 *
 * `confirmBefore(message)` is the form's onSubmit: the submit waits for the answer, and
 * Confirm submits the same form again with the same button (its name and value included),
 * so a fetcher's form goes on as it would have. Render `dialog` inside the form (ActionButton,
 * the panel's one-change button, is how the panel asks).
 */
export function useConfirmation() {
  const [pending, setPending] = useState<Pending | null>(null);
  const confirmed = useRef(false);
  const confirmBefore = (message: string) => (event: React.FormEvent<HTMLFormElement>) => {
    if (confirmed.current) {
      confirmed.current = false;
      return;
    }
    event.preventDefault();
    const submitter = (event.nativeEvent as SubmitEvent).submitter;
    setPending({ message, form: event.currentTarget, submitter: submitter instanceof HTMLElement ? submitter : null });
  };
  const confirm = () => {
    if (!pending) return;
    const { form, submitter } = pending;
    setPending(null);
    confirmed.current = true;
    form.requestSubmit(submitter);
  };
  const dialog = pending && (
    <PanelDialog title="Please confirm" onClose={() => setPending(null)}>
      <p className="mt-3 text-sm text-slate-300">{pending.message}</p>
      <div className="mt-6 flex justify-end gap-3">
        <Button variant="secondary" onClick={() => setPending(null)}>
          Cancel
        </Button>
        <Button variant="danger" onClick={confirm} autoFocus>
          Confirm
        </Button>
      </div>
    </PanelDialog>
  );
  return { confirmBefore, dialog };
}
