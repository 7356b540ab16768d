import { useEffect, useRef } from "react";
import { useSubmit } from "react-router";

/** How long typing pauses before a panel list is searched again. */
const SEARCH_PAUSE_MS = 250;

/**
 * A search box's onChange that sends its GET form once typing pauses, replacing the history
 * entry: a panel list (Manage, Content) is read again from the server as the operator types.
 */
export function useSearchAsYouType() {
  const submit = useSubmit();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return (event: React.ChangeEvent<HTMLInputElement>) => {
    const form = event.currentTarget.form;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void submit(form, { replace: true }), SEARCH_PAUSE_MS);
  };
}
