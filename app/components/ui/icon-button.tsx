/**
 * A round button showing only an icon; its label is its accessible name and tooltip. Used
 * on public pages, so its classes are joined, not merged (lib/cn.ts): a caller places it
 * (position, margins) and picks how it looks by `look`.
 */
import { cva, type VariantProps } from "class-variance-authority";

const iconButtonVariants = cva("rounded-full focus-visible:outline-2 focus-visible:outline-indigo-400", {
  variants: {
    look: {
      /** On the page: no background until hovered. */
      plain: "p-2 text-slate-200 hover:bg-white/10 hover:text-white",
      /** On a panel or a dialog: a light disc. */
      raised: "bg-white/10 p-2 hover:bg-white/20",
      /** On a game or a picture: a dark disc. */
      overlay: "bg-black/70 p-2 text-white",
      /** Over a scrolling row: a small raised disc. */
      floating: "bg-slate-800 p-1.5 text-white shadow-lg ring-1 ring-white/20 hover:bg-slate-700",
    },
  },
  defaultVariants: { look: "plain" },
});

export function IconButton({
  label,
  pressed,
  look,
  className,
  children,
  ...props
}: Omit<React.ComponentProps<"button">, "aria-label" | "title" | "aria-pressed"> &
  VariantProps<typeof iconButtonVariants> & { label: string; pressed?: boolean }) {
  return (
    <button type="button" aria-label={label} title={label} aria-pressed={pressed} className={iconButtonVariants({ look, className })} {...props}>
      {children}
    </button>
  );
}
