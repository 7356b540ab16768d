import { Link, useFetcher, type FetcherWithComponents } from "react-router";
import { useResultToast } from "~/components/admin/use-result-toast";
import { useConfirmation } from "./confirm-dialog";
import { Button } from "~/components/ui/button";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import { PREVIEW_PARAMETER } from "~/lib/constants";
import { MANAGE_FILTERS, manageSearch } from "~/lib/manage-filters";

interface ActionButtonProps {
  send: Record<string, string>;
  /** The accessible name: the visible text with what it acts on (a game's title, a host). */
  label: string;
  children: React.ReactNode;
  variant?: "secondary" | "danger" | "primary";
  confirm?: string;
}

/**
 * One change as a button posting its fields to the page's action (a host's Allow or Remove,
 * a report's Resolve), after a confirmation when one is given, with the answer as a toast.
 */
export function PanelActionButton(props: ActionButtonProps) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  return <FetcherButton fetcher={fetcher} {...props} />;
}

/**
 * The same through a fetcher the caller holds: a row's buttons that share one wait for each
 * other (each disabled while any one's change is sent and read again), and the caller shows
 * the answer. `formId` names the form, for the row's fields outside it.
 */
export function FetcherButton({
  fetcher,
  formId,
  send,
  label,
  children,
  variant = "secondary",
  confirm,
}: ActionButtonProps & { fetcher: FetcherWithComponents<ActionResult>; formId?: string }) {
  const confirmation = useConfirmation();
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form id={formId} method="post" onSubmit={confirm ? confirmation.confirmBefore(confirm) : undefined}>
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
