/**
 * A round button showing only an icon; its label is its accessible name and tooltip. Used
 * on public pages, so its classes are joined, not merged (lib/cn.ts): a caller places it
 * (position, margins) and picks how it looks by `look`.
 */
import { cva, type VariantProps } from "class-variance-authority";

const iconButtonVariants = cva("rounded-full p-2 focus-visible:outline-2 focus-visible:outline-indigo-400", {
  variants: {
    look: {
      /** On the page: no background until hovered. */
      plain: "text-slate-200 hover:bg-white/10 hover:text-white",
      /** On a panel or a dialog: a light disc. */
      raised: "bg-white/10 hover:bg-white/20",
      /** On a game or a picture: a dark disc. */
      overlay: "bg-black/70 text-white",
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
