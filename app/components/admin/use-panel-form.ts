import { useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo } from "react";
import { toast } from "sonner";
import type { z } from "zod";
import type { ActionResult } from "~/lib/action-result";

/** Each field's messages as Conform's `parseWithZod` gives them (null: a field it skipped). */
export type SubmissionErrors = Record<string, string[] | null>;

/** A refusal that names fields, as Conform's last result: each field's messages go under it. */
export function fieldRefusal(result: ActionResult | undefined): SubmissionResult | undefined {
  if (!result || result.ok || !result.fieldErrors) return undefined;
  // The whole form's messages stay out of Conform, which would drop them at the next field's check: `formRefusal` keeps them.
  return { status: "error", error: Object.fromEntries(Object.entries(result.fieldErrors).filter(([name]) => name !== "")) };
}

/**
 * What a refusal says of the whole form: its message when it names no field (the server could
 * not be reached, the game is gone), else the messages it gives the form itself (under "").
 */
export function formRefusal(result: ActionResult | undefined): string[] | undefined {
  if (!result || result.ok) return undefined;
  return result.fieldErrors ? result.fieldErrors[""] : [result.message];
}

/**
 * A panel form held by Conform, checked by one zod schema in the browser and again by its
 * action: a field is checked when it is left and again as it is typed in once it was; a send
 * with a field at fault does not leave, says each field's messages under it, moves focus to
 * the first, and toasts `summary` as the server's refusal would be. The action's refusal
 * (`result`) puts its `fieldErrors` under their fields; a refusal of the whole form is
 * `formErrors`, kept until the next answer.
 */
export function usePanelForm<Schema extends z.ZodObject>({
  id,
  schema,
  result,
  defaultValue,
  summary,
  onSubmit,
}: {
  /** The form's id, which its fields' ids start with. */
  id: string;
  schema: Schema;
  /** The action's last answer. */
  result: ActionResult | undefined;
  defaultValue?: DefaultValue<z.input<Schema>>;
  /** The toast of a send the browser refused, from its fields' messages. */
  summary: (errors: SubmissionErrors) => string;
  /** Told of a send that passed the browser's checks, as it leaves. */
  onSubmit?: () => void;
}) {
  const lastResult = useMemo(() => fieldRefusal(result), [result]);
  const [form, fields] = useForm<z.input<Schema>, z.output<Schema>>({
    id,
    defaultValue,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate({ formData }) {
      const submission = parseWithZod(formData, { schema });
      // "error" is a send's alone: a field's check on blur or input has no status.
      if (submission.status === "error" && submission.error) toast.error(summary(submission.error));
      return submission;
    },
    onSubmit,
  });
  return { form, fields, formErrors: formRefusal(result) };
}
