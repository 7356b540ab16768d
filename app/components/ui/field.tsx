import { useId } from "react";
import { cn } from "~/lib/cn";
import { FIELD_CONTROL_CLASSES as control } from "./field-styles";

export function Input({ className, ...props }: React.ComponentProps<"input">) {
  return <input className={cn(control, "h-10", className)} {...props} />;
}

export function Textarea({ className, ...props }: React.ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-24", className)} {...props} />;
}

export interface SelectOption {
  value: string;
  label: string;
}

/** A select; `options` lists its choices in place of (or before) its children. */
export function Select({ className, options, children, ...props }: React.ComponentProps<"select"> & { options?: readonly SelectOption[] }) {
  return (
    <select className={cn(control, "h-10", className)} {...props}>
      {children}
      {options?.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/**
 * A labelled form control: the label names the control for screen readers and tests. A
 * required field's label carries a star, hidden from screen readers (the control says it).
 */
export function Field({
  label,
  hint,
  required = false,
  className,
  children,
}: {
  label: string;
  hint?: string;
  required?: boolean;
  className?: string;
  children: (id: string) => React.ReactNode;
}) {
  const id = useId();
  return (
    <div className={cn("space-y-1.5", className)}>
      <FieldLabel htmlFor={id} required={required}>
        {label}
      </FieldLabel>
      {children(id)}
      {hint && <p className="text-xs text-slate-400">{hint}</p>}
    </div>
  );
}

/** A control's label; a required one carries a star, hidden from screen readers (the control says it). */
export function FieldLabel({ htmlFor, required = false, children }: { htmlFor: string; required?: boolean; children: React.ReactNode }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-200">
      {children}
      {required && (
        <span aria-hidden className="text-rose-300">
          {" *"}
        </span>
      )}
    </label>
  );
}
