import { cn } from "~/lib/cn";

/** Box sizes of the ad types (spec section 9: a leaderboard is at most 728 px wide). */
const AD_BOX = {
  leaderboard: "h-[90px] max-w-[728px]",
  rectangle: "h-[250px] max-w-[300px]",
} as const;

export type AdType = keyof typeof AD_BOX;

/**
 * A place for an ad block. It reserves its box before anything loads, so an ad
 * arriving later never moves the page.
 */
export function AdSlot({ type, className }: { type: AdType; className?: string }) {
  return (
    <aside
      aria-label="Advertisement"
      data-ad-type={type}
      className={cn(
        "mx-auto flex w-full items-center justify-center rounded-lg border border-dashed border-white/10 text-[10px] uppercase tracking-widest text-slate-600",
        AD_BOX[type],
        className,
      )}
    >
      Advertisement
    </aside>
  );
}
