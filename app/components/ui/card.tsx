import { cn } from "~/lib/cn";

export function Card({ className, ...props }: React.ComponentProps<"section">) {
  return <section className={cn("rounded-2xl border border-white/10 bg-slate-900/70 p-5", className)} {...props} />;
}

/**
 * A card whose content (a wide table) scrolls sideways on a narrow screen. It takes focus,
 * so a keyboard can scroll it too when nothing inside it can take focus.
 */
export function ScrollingCard({ className, ...props }: React.ComponentProps<"section">) {
  return <Card tabIndex={0} className={cn("overflow-x-auto focus-visible:outline-2 focus-visible:outline-indigo-400", className)} {...props} />;
}

export function CardTitle({ className, ...props }: React.ComponentProps<"h2">) {
  return <h2 className={cn("text-base font-semibold text-slate-100", className)} {...props} />;
}
