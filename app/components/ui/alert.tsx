import type { ComponentProps } from "react";
import { cn } from "~/lib/cn";

/**
 * A refusal or a failure said where it happened (in a dialog, under a form), read out by
 * screen readers as it appears.
 */
export function Alert({ className, ...props }: ComponentProps<"p">) {
  return <p role="alert" className={cn("rounded-lg bg-red-500/15 px-3 py-2 text-sm text-red-200", className)} {...props} />;
}
