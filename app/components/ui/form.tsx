import { useId } from "react";
import { cn } from "~/lib/cn";
import { FieldLabel } from "./field";

/**
 * The parts of a form with messages of its own: a field (its label, control, description and
 * the messages under it, each part named by an id the control points to) and the messages of
 * the whole form. They know nothing of where the messages come from: a Conform field's
 * metadata is a `FieldState` as it is, and `useFieldState` makes one for any other form.
 */

/** What a field shows besides its control: the ids of its parts, and its messages (none when it is fine). */
export interface FieldState {
  /** The control's id, which the label names. */
  id: string;
  /** The id of the list of its messages, which the control is described by while there are any. */
  errorId: string;
  /** The id of its description. */
  descriptionId: string;
  errors?: readonly string[];
}

/** What a field gives its control: its id, and whether it is invalid and what describes it, for screen readers. */
export interface ControlProps {
  id: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

/** A field's ids made here, with the messages it is given: for a form that Conform does not hold. */
export function useFieldState(errors?: readonly string[]): FieldState {
  const id = useId();
  return { id, errorId: `${id}-error`, descriptionId: `${id}-description`, errors };
}

const hasErrors = (errors: readonly string[] | undefined): errors is readonly string[] => (errors?.length ?? 0) > 0;

/** The props that tie a control to its field's description and messages. */
export function controlProps(field: FieldState, described: boolean): ControlProps {
  const invalid = hasErrors(field.errors);
  const props: ControlProps = { id: field.id };
  if (invalid) props["aria-invalid"] = true;
  const describedBy = [described && field.descriptionId, invalid && field.errorId].filter(Boolean).join(" ");
  if (describedBy) props["aria-describedby"] = describedBy;
  return props;
}

/**
 * A labelled control with its description and, under it, its messages: while there are any
 * the control is `aria-invalid` and described by them, so a screen reader reads them with it.
 * A required field's label carries a star, hidden from screen readers (the control says it).
 */
export function FormField({
  field,
  label,
  description,
  required = false,
  className,
  children,
}: {
  field: FieldState;
  label: React.ReactNode;
  description?: React.ReactNode;
  required?: boolean;
  className?: string;
  children: (control: ControlProps) => React.ReactNode;
}) {
  return (
    <div className={cn("space-y-1.5", className)}>
      <FieldLabel htmlFor={field.id} required={required}>
        {label}
      </FieldLabel>
      {children(controlProps(field, description !== undefined))}
      {description !== undefined && (
        <p id={field.descriptionId} className="text-xs text-slate-400">
          {description}
        </p>
      )}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** A field's messages under it, as a list with the id its control is described by; nothing when there are none. */
export function FieldErrors({ id, errors, className }: { id: string; errors?: readonly string[]; className?: string }) {
  if (!hasErrors(errors)) return null;
  return (
    <ul id={id} className={cn("space-y-0.5 text-xs font-medium text-rose-300", className)}>
      {errors.map((error, index) => (
        <li key={index}>{error}</li>
      ))}
    </ul>
  );
}

/**
 * What is wrong with the whole form rather than one field (the server could not be reached,
 * the entry was changed meanwhile), read out as it appears; it takes focus when asked to.
 */
export function FormErrors({ id, errors, className }: { id?: string; errors?: readonly string[]; className?: string }) {
  if (!hasErrors(errors)) return null;
  return (
    <div id={id} role="alert" tabIndex={-1} className={cn("rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200", className)}>
      {errors.length === 1 ? (
        <p>{errors[0]}</p>
      ) : (
        <ul className="list-disc space-y-0.5 pl-5">
          {errors.map((error, index) => (
            <li key={index}>{error}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
