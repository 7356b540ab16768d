/**
 * The classes of the portal's buttons, and of links that look like one. Public pages use
 * them on their own elements; this module stays free of tailwind-merge (see lib/cn.ts), so
 * it adds nothing but these strings to a public page.
 */
import { cva, type VariantProps } from "class-variance-authority";

export const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 disabled:cursor-not-allowed",
  {
    variants: {
      variant: {
        primary: "bg-indigo-500 text-white hover:bg-indigo-400 disabled:bg-indigo-500/50",
        secondary: "bg-white/10 text-slate-100 hover:bg-white/15 disabled:bg-white/5",
        danger: "bg-red-600 text-white hover:bg-red-500 disabled:bg-red-600/50",
        ghost: "text-slate-200 hover:bg-white/10 disabled:text-slate-500",
      },
      /** The panel's squared buttons, or the public site's round ones (on dark pictures, a white focus ring). */
      shape: {
        panel: "rounded-lg focus-visible:outline-indigo-400",
        pill: "rounded-full focus-visible:outline-white",
      },
      size: {
        md: "h-10 px-4 text-sm",
        sm: "h-8 px-3 text-xs",
        icon: "size-9",
        /** The public site's: as tall as their text. */
        pill: "px-5 py-2",
        /** The one call to action of a page (Play Now). */
        hero: "px-8 py-3 text-lg font-bold shadow-lg",
      },
    },
    defaultVariants: { variant: "primary", shape: "panel", size: "md" },
  },
);

export type ButtonVariants = VariantProps<typeof buttonVariants>;
