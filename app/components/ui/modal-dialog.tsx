import { useEffect, useRef } from "react";

/**
 * A native modal dialog, open for as long as it is rendered: the browser keeps focus
 * inside and turns Escape into `cancel`, which calls `onCancel` (the dialog stays open
 * until the caller stops rendering it).
 */
export function ModalDialog({
  onCancel,
  children,
  ...props
}: Omit<React.ComponentProps<"dialog">, "onCancel" | "ref" | "open"> & { onCancel: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  return (
    <dialog
      ref={dialog}
      onCancel={(event) => {
        event.preventDefault();
        onCancel();
      }}
      {...props}
    >
      {children}
    </dialog>
  );
}
