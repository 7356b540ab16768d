import { useEffect, useEffectEvent, useRef } from "react";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import type { ActionResult } from "~/lib/action-result";

/**
 * Shows each new action result once as a toast (docs/product.md §8: the admin's messages
 * are toasts) and hands it to `onResult`.
 */
export function useResultToast<T extends ActionResult>(result: T | undefined, onResult?: (result: T) => void) {
  const shown = useRef<T | undefined>(undefined);
  const handle = useEffectEvent((latest: T) => onResult?.(latest));
  useEffect(() => {
    if (!result || result === shown.current) return;
    shown.current = result;
    if (result.message) (result.ok ? toast.success : toast.error)(result.message);
    handle(result);
  }, [result]);
}

/** An "Add" form sent by a fetcher: its result toasted, its fields emptied once it succeeds. */
export function useAddForm() {
  const fetcher = useFetcher<ActionResult>();
  const form = useRef<HTMLFormElement>(null);
  useResultToast(fetcher.data, (result) => {
    if (result.ok) form.current?.reset();
  });
  return { fetcher, form, busy: fetcher.state !== "idle" };
}
