import Share2 from "lucide-react/icons/share-2";
import { useState } from "react";
import { buttonVariants } from "./ui/button-variants";

const MESSAGES = {
  copied: "Link copied!",
  failed: "Could not copy the link. Copy it from your browser's address bar.",
} as const;

/**
 * Shares a page's address (`url`: its canonical one, without whatever query brought the
 * visitor): the device's share sheet where the browser has one, else a copy to the clipboard, said
 * aloud by a status line either way it goes.
 */
export function ShareButton({ title, url }: { title: string; url: string }) {
  const [outcome, setOutcome] = useState<keyof typeof MESSAGES | null>(null);

  const share = async () => {
    setOutcome(null);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other refusal falls back to copying.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setOutcome("copied");
    } catch {
      // No clipboard outside a secure page, or permission refused.
      setOutcome("failed");
    }
  };

  return (
    <>
      <button
        type="button"
        onClick={() => void share()}
        className={buttonVariants({ variant: "secondary", shape: "pill", size: "pill", className: "text-sm" })}
      >
        <Share2 aria-hidden className="size-4" />
        Share
      </button>
      <p role="status" className={outcome === "failed" ? "text-sm text-red-300" : "text-sm text-slate-300"}>
        {outcome && MESSAGES[outcome]}
      </p>
    </>
  );
}
