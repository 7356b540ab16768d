import { useId } from "react";
import { ModalDialog } from "../ui/modal-dialog";

/** A dialog of the panel (Edit Game, a game's Insights): its title names it, Escape or onClose ends it. */
export function PanelDialog({ title, onClose, children }: { title: React.ReactNode; onClose: () => void; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <ModalDialog
      aria-labelledby={titleId}
      onCancel={onClose}
      className="m-auto w-[min(94vw,36rem)] rounded-2xl border border-white/10 bg-slate-900 p-6 text-slate-100 shadow-2xl backdrop:bg-black/70"
    >
      <h2 id={titleId} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </ModalDialog>
  );
}
