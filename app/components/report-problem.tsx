import { Flag } from "lucide-react";
import { lazy, Suspense, useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { IconButton } from "./ui/icon-button";

// The form is fetched when a visitor first reaches for it (pointer over the button, focus, or
// a tap): a game page loads no more than this button for it.
const loadDialog = () => import("./report-problem-dialog");
const ReportProblemDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReportProblemDialog })));

/**
 * "Report a problem" with a game (issue 18): a button that opens the short report form. As
 * text on the game page, or as an icon in the player's and game window's toolbars.
 */
export function ReportProblem({ game, icon = false, className }: { game: { slug: string; title: string }; icon?: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const preload = () => void loadDialog().catch(() => undefined);
  const close = () => {
    setOpen(false);
    // Focus goes back to the button, as it would from any dialog that closes.
    requestAnimationFrame(() => trigger.current?.focus());
  };
  const triggerProps = { ref: trigger, onClick: () => setOpen(true), onPointerEnter: preload, onFocus: preload, "aria-haspopup": "dialog" as const };
  return (
    <>
      {icon ? (
        <IconButton label="Report a problem" className={className} {...triggerProps}>
          <Flag aria-hidden className="size-5" />
        </IconButton>
      ) : (
        <button
          type="button"
          className={buttonVariants({ variant: "ghost", shape: "pill", size: "pill", className: `text-sm text-slate-300 ${className ?? ""}` })}
          {...triggerProps}
        >
          <Flag aria-hidden className="size-4" />
          Report a problem
        </button>
      )}
      {open && (
        <Suspense fallback={null}>
          <ReportProblemDialog game={game} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
