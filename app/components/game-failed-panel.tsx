import AlertTriangle from "lucide-react/icons/triangle-exclamation-point";
import { buttonVariants } from "~/components/ui/button-variants";

/** The panel for a game frame that failed (docs/product.md §8). */
export function GameFailedPanel({ onRetry, onClose }: { onRetry: () => void; onClose: () => void }) {
  return (
    <div role="alert" className="absolute inset-0 flex flex-col items-center justify-center gap-4 bg-slate-950 p-6 text-center">
      <AlertTriangle aria-hidden className="size-12 text-amber-400" />
      <h3 className="text-xl font-bold text-white">Game Failed to Load</h3>
      <p className="max-w-md text-sm text-slate-300">
        We&apos;re having trouble loading this game. This might be due to network issues or the game being temporarily unavailable.
      </p>
      <div className="flex gap-3">
        <button type="button" onClick={onRetry} className={buttonVariants({ shape: "pill", size: "pill" })}>
          Try Again
        </button>
        <button type="button" onClick={onClose} className={buttonVariants({ variant: "secondary", shape: "pill", size: "pill" })}>
          Close
        </button>
      </div>
    </div>
  );
}
