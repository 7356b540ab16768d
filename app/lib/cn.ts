/**
 * Class names. `cn` merges: a class a caller passes wins over the primitive's own that it
 * conflicts with (`cn("px-4", "px-2")` is "px-2"), as in shadcn/ui; the panel's parts use it.
 * tailwind-merge weighs 8.5 KB compressed, about 7% of the home page's script budget, so
 * public components join classes with `clsx` itself and pass only classes that do not
 * conflict, and never import this module: a chunk shared with the panel would carry it
 * to every page (docs/architecture.md, "UI parts").
 */
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
