import X from "lucide-react/icons/x";
import { useId, useRef, useState } from "react";
import { clsx } from "clsx";
import { REPORT_KINDS, REPORT_KIND_LABELS, REPORT_MESSAGES, REPORT_TEXT_MAX, reportPath, reportProblem, type ReportKind } from "~/lib/game-reports";
import { buttonVariants } from "./ui/button-variants";
import { FIELD_CONTROL_CLASSES } from "./ui/field-styles";
import { IconButton } from "./ui/icon-button";
import { ModalDialog } from "./ui/modal-dialog";
import { blockText } from "~/lib/visible-text";

/**
 * The report form: what is wrong, a few words (required for "Other"), Send; then the
 * thanks. The rules are the server's own (lib/game-reports.ts), so a message shows at once;
 * the server checks again and its message shows when it refuses.
 */
export function ReportProblemDialog({ game, onClose }: { game: { slug: string; title: string }; onClose: () => void }) {
  const titleId = useId();
  const textId = useId();
  const counterId = useId();
  const errorId = useId();
  const [kind, setKind] = useState<ReportKind | null>(null);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [state, setState] = useState<"editing" | "sending" | "sent">("editing");
  const textArea = useRef<HTMLTextAreaElement>(null);
  const closeButton = useRef<HTMLButtonElement>(null);

  async function send(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = reportProblem(kind, blockText(text));
    if (problem) {
      setError(problem);
      if (kind) textArea.current?.focus();
      return;
    }
    setError(null);
    setState("sending");
    const answer = await fetch(reportPath(game.slug), {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ kind, text }),
    })
      .then(async (response) => ({ ok: response.ok, body: (await response.json().catch(() => null)) as { message?: string } | null }))
      .catch(() => ({ ok: false, body: null }));
    if (answer.ok) {
      setState("sent");
      requestAnimationFrame(() => closeButton.current?.focus());
      return;
    }
    setError(answer.body?.message ?? REPORT_MESSAGES.failed);
    setState("editing");
  }

  const textRequired = kind === "other";
  const textProblem = error !== null && (error === REPORT_MESSAGES.textRequired || error === REPORT_MESSAGES.textTooLong);
  return (
    <ModalDialog
      aria-labelledby={titleId}
      onCancel={onClose}
      className="m-auto w-[min(94vw,28rem)] max-w-none rounded-2xl bg-slate-900 p-0 text-slate-100 shadow-2xl ring-1 ring-white/10 backdrop:bg-black/70"
    >
      <div className="flex items-start gap-2 border-b border-white/10 px-5 py-3">
        <div className="min-w-0">
          <h2 id={titleId} className="text-lg font-bold text-white">
            Report a problem
          </h2>
          <p className="truncate text-sm text-slate-400">{game.title}</p>
        </div>
        <IconButton label="Close report" onClick={onClose} className="ml-auto">
          <X aria-hidden className="size-5" />
        </IconButton>
      </div>
      <p role="status" className={clsx(state === "sent" ? "px-5 pt-5 text-base text-white" : "sr-only")}>
        {state === "sent" ? REPORT_MESSAGES.thanks : ""}
      </p>
      {state === "sent" ? (
        <div className="flex justify-end px-5 pb-5 pt-4">
          <button ref={closeButton} type="button" onClick={onClose} className={buttonVariants({ shape: "pill", size: "pill" })}>
            Close
          </button>
        </div>
      ) : (
        <form onSubmit={(event) => void send(event)} noValidate className="space-y-4 px-5 py-4">
          <fieldset disabled={state === "sending"}>
            <legend className="text-sm font-medium text-slate-200">What is wrong?</legend>
            <div className="mt-2 grid gap-1 sm:grid-cols-2">
              {REPORT_KINDS.map((option) => (
                <label key={option} className="flex cursor-pointer items-center gap-2 rounded-lg px-2 py-2 text-sm hover:bg-white/5">
                  <input
                    type="radio"
                    name="kind"
                    value={option}
                    checked={kind === option}
                    onChange={() => {
                      setKind(option);
                      setError(null);
                    }}
                    className="size-4 accent-indigo-500"
                  />
                  {REPORT_KIND_LABELS[option]}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="space-y-1.5">
            <label htmlFor={textId} className="block text-sm font-medium text-slate-200">
              {textRequired ? "Tell us what is wrong" : "Tell us more (optional)"}
            </label>
            <textarea
              ref={textArea}
              id={textId}
              name="text"
              value={text}
              onChange={(event) => setText(event.target.value)}
              maxLength={REPORT_TEXT_MAX}
              required={textRequired}
              disabled={state === "sending"}
              rows={4}
              aria-invalid={textProblem || undefined}
              aria-describedby={clsx(counterId, error && errorId)}
              className={clsx(FIELD_CONTROL_CLASSES, "min-h-24 resize-y")}
            />
            <p id={counterId} className="text-right text-xs text-slate-400">
              {`${text.length} of ${REPORT_TEXT_MAX} characters`}
            </p>
          </div>
          {error && (
            <p id={errorId} role="alert" className="text-sm text-red-300">
              {error}
            </p>
          )}
          <div className="flex justify-end gap-2">
            <button type="button" onClick={onClose} className={buttonVariants({ variant: "secondary", shape: "pill", size: "pill" })}>
              Cancel
            </button>
            <button type="submit" disabled={state === "sending"} className={buttonVariants({ shape: "pill", size: "pill" })}>
              {state === "sending" ? "Sending..." : "Send"}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
