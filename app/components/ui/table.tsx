import type { ReactNode } from "react";
import { cn } from "~/lib/cn";

/** A column's heading: its text, or its text for screen readers only (a row's actions), and whether it holds figures (set right). */
export type TableColumn = string | { label: string; hidden?: boolean; figure?: boolean };

/**
 * The panel's table: headings in small grey type, rows divided by a faint line. `label`
 * names it for screen readers where the card's title does not say what it lists.
 */
export function Table({
  columns,
  label,
  className,
  bodyClassName,
  children,
}: {
  columns: readonly TableColumn[];
  label?: string;
  className?: string;
  bodyClassName?: string;
  children: ReactNode;
}) {
  return (
    <table aria-label={label} className={cn("w-full text-left text-sm", className)}>
      <thead className="text-xs text-slate-400">
        <tr>
          {columns.map((column, index) => {
            const { label: text, hidden = false, figure = false } = typeof column === "string" ? { label: column } : column;
            return (
              <th key={text} className={cn("py-2 font-medium", index < columns.length - 1 && "pr-3", figure && "text-right")}>
                {hidden ? <span className="sr-only">{text}</span> : text}
              </th>
            );
          })}
        </tr>
      </thead>
      <tbody className={cn("divide-y divide-white/5", bodyClassName)}>{children}</tbody>
    </table>
  );
}
