import { useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import type { ButtonVariants } from "~/components/ui/button-variants";
import type { ActionResult } from "~/lib/action-result";
import { useConfirmation } from "./confirm-dialog";
import { useResultToast } from "./use-result-toast";

/** What an ActionButton sends: each field a hidden input of its form. */
export type ActionFields = Record<string, string | number>;

/**
 * The panel's button for one change: it posts its fields (`send`) to the page's action, or
 * to `action`, through a fetcher of its own, after the panel's confirmation when `confirm`
 * is given, and shows the answer as a toast. It is disabled while its change is on its way,
 * and when `disabled`. `aria-label` names it where its visible text alone would not say
 * what it changes (the text with the game's title).
 *
 * Typed by the action's own intent where there is one (`<ActionButton<FeaturedIntent> ...>`),
 * the fields are checked against what the action reads. A form with fields of its own (an
 * Add form, a row's Save) is not one of these: it is the page's own fetcher form.
 */
export function ActionButton<Fields extends ActionFields = ActionFields>({
  send,
  action,
  confirm,
  "aria-label": label,
  children,
  variant = "secondary",
  size = "sm",
  disabled = false,
  className,
}: {
  send: Fields;
  /** Another route's action (Game Hosts' from Import, sign-out's); the page's own when unset. */
  action?: string;
  /** The question asked in the panel's dialog before the change is sent. */
  confirm?: string;
  "aria-label"?: string;
  children: React.ReactNode;
  variant?: ButtonVariants["variant"];
  size?: ButtonVariants["size"];
  disabled?: boolean;
  /** The form's classes: how the button sits in its row (`ml-auto`). */
  className?: string;
}) {
  const fetcher = useFetcher<ActionResult>();
  const confirmation = useConfirmation();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <fetcher.Form method="post" action={action} className={className} onSubmit={confirm ? confirmation.confirmBefore(confirm) : undefined}>
      {Object.entries(send).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Button type="submit" size={size} variant={variant} disabled={busy || disabled} aria-label={label}>
        {children}
      </Button>
      {/* In the form: beside it, the dialog would be one more item of the row the button sits in. */}
      {confirmation.dialog}
    </fetcher.Form>
  );
}
