import { cn } from "~/lib/cn";

const VARIANTS = {
  primary: "bg-indigo-500 text-white hover:bg-indigo-400 disabled:bg-indigo-500/50",
  secondary: "bg-white/10 text-slate-100 hover:bg-white/15 disabled:bg-white/5",
  danger: "bg-red-600 text-white hover:bg-red-500 disabled:bg-red-600/50",
  ghost: "text-slate-200 hover:bg-white/10 disabled:text-slate-500",
} as const;

const SIZES = {
  md: "h-10 px-4 text-sm",
  sm: "h-8 px-3 text-xs",
  icon: "size-9",
} as const;

export type ButtonVariant = keyof typeof VARIANTS;

export function buttonClasses(variant: ButtonVariant = "primary", size: keyof typeof SIZES = "md", className?: string) {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400 disabled:cursor-not-allowed",
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: React.ComponentProps<"button"> & { variant?: ButtonVariant; size?: keyof typeof SIZES }) {
  return <button type={type} className={buttonClasses(variant, size, className)} {...props} />;
}
