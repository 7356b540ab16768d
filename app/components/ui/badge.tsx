import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

const BADGE_TONES = {
  /** Needs the operator's eye: a draft, an edited row, the hero. */
  warning: "bg-amber-400/15 text-amber-200",
  /** As it should be: the current version, this device. */
  success: "bg-emerald-400/15 text-emerald-200",
  /** Said for the record: a draft game among reports. */
  neutral: "bg-slate-500/20 text-slate-200",
  /** Where a value comes from: set in the environment. */
  info: "bg-sky-500/15 text-sky-200",
} as const;

export type BadgeTone = keyof typeof BADGE_TONES;

/** A short label beside a row's name: what state the thing is in. */
export function Badge({ tone, className, ...props }: ComponentProps<"span"> & { tone: BadgeTone }) {
  return <span className={cn("shrink-0 rounded-full px-2 py-0.5 text-xs font-medium", BADGE_TONES[tone], className)} {...props} />;
}
