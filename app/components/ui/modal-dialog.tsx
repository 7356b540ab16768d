import { useEffect, useRef } from "react";

/**
 * A native modal dialog, open for as long as it is rendered: the browser keeps focus
 * inside and turns Escape into `cancel`, which calls `onCancel` (the dialog stays open
 * until the caller stops rendering it). With `closesOnEscape` false, Escape does nothing
 * at all: Chromium lets a second Escape close a dialog whatever its `cancel` handler says
 * (unless the visitor clicked in between), so the key itself is held back. A dialog opened
 * from inside another (a report from the game window) keeps its `cancel` to itself: React
 * passes the event on to the outer dialog's handler, which would close that one too.
 */
export function ModalDialog({
  onCancel,
  closesOnEscape = true,
  children,
  ...props
}: Omit<React.ComponentProps<"dialog">, "onCancel" | "ref" | "open"> & { onCancel: () => void; closesOnEscape?: boolean }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      onKeyDown={(event) => {
        if (event.key === "Escape" && !closesOnEscape) event.preventDefault();
      }}
      onCancel={(event) => {
        event.preventDefault();
        event.stopPropagation();
        if (closesOnEscape) onCancel();
      }}
      {...props}
    >
      {children}
    </dialog>
  );
}
