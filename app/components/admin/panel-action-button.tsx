import { Link, useFetcher } from "react-router";
import { useResultToast } from "~/components/admin/use-result-toast";
import { useConfirmation } from "./confirm-dialog";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { PREVIEW_PARAMETER } from "~/lib/constants";
import { MANAGE_FILTERS, manageSearch } from "~/lib/manage-filters";

/**
 * One change as a button posting its fields to the page's action (the Health and Reports
 * sections'), after a confirmation when one is given, with the answer as a toast.
 */
export function PanelActionButton({
  send,
  label,
  children,
  variant = "secondary",
  confirm,
}: {
  send: Record<string, string>;
  /** The accessible name: the visible text with the game's title. */
  label: string;
  children: React.ReactNode;
  variant?: "secondary" | "danger" | "primary";
  confirm?: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const confirmation = useConfirmation();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" onSubmit={confirm ? confirmation.confirmBefore(confirm) : undefined}>
      {Object.entries(send).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size="sm" variant={variant} disabled={busy} aria-label={label}>
        {children}
      </Button>
      {confirmation.dialog}
    </fetcher.Form>
  );
}

/**
 * A game's title linking to its public page (a draft's preview, as Manage links it), and
 * below it the link to the game in Manage Games, found there by its title.
 */
export function GameLinks({ slug, title, draft = false }: { slug: string; title: string; draft?: boolean }) {
  return (
    <>
      <Link
        to={draft ? `/game/${slug}?${PREVIEW_PARAMETER}` : `/game/${slug}`}
        target="_blank"
        rel="noopener"
        className="block truncate font-semibold hover:underline"
      >
        {title}
      </Link>
      <Link
        to={`${ADMIN_PATH}/manage${manageSearch(MANAGE_FILTERS.parse({}), { q: title })}`}
        className="text-xs text-indigo-300 hover:underline"
        aria-label={`${title} in Manage Games`}
      >
        In Manage Games
      </Link>
    </>
  );
}
