import Flag from "lucide-react/icons/flag";
import { useRef, useState } from "react";
import { buttonVariants } from "~/components/ui/button-variants";
import { ReportProblemDialog } from "./report-problem-dialog";
import { IconButton } from "./ui/icon-button";

// The form is not fetched on first use: measured, that made `/` heavier (127.0 KB of script
// against 126.1 KB), since the client build merges small shared chunks (experimentalMinChunkSize)
// and put the icons every page needs into the form's chunk, which then loaded with every page.

/**
 * "Report a problem" with a game (issue 18): a button that opens the short report form. As
 * text on the game page, or as an icon in the player's and game window's toolbars.
 */
export function ReportProblem({ game, icon = false, className }: { game: { slug: string; title: string }; icon?: boolean; className?: string }) {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // Focus goes back to the button, as it would from any dialog that closes.
    requestAnimationFrame(() => trigger.current?.focus());
  };
  const triggerProps = { ref: trigger, onClick: () => setOpen(true), "aria-haspopup": "dialog" as const };
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
      {open && <ReportProblemDialog game={game} onClose={close} />}
    </>
  );
}
