import { useFetcher } from "react-router";
import { useResultToast } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";

/** What the hero and pin buttons send; the route's action reads it with featuredIntent (featured.server.ts). */
export type FeaturedButtonIntent =
  { intent: "make-hero" | "pin" | "unpin"; id: string } | { intent: "move-pin"; id: string; direction: "up" | "down" } | { intent: "clear-hero" };

/**
 * One change to the hero or Trending's pins, as a button posting to its page's action
 * (the Featured page's or Manage's), with the answer as a toast.
 */
export function FeaturedButton({
  send,
  label,
  children,
  variant = "secondary",
  disabled = false,
}: {
  send: FeaturedButtonIntent;
  /** The accessible name: the visible text with the game's title. */
  label: string;
  children: React.ReactNode;
  variant?: "secondary" | "danger" | "primary";
  disabled?: boolean;
}) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post">
      {Object.entries(send).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={busy || disabled} aria-label={label}>
        {children}
      </Button>
    </fetcher.Form>
  );
}
