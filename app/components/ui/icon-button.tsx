import { cn } from "~/lib/cn";

/** A round button showing only an icon; its label is its accessible name and tooltip. */
export function IconButton({
  label,
  pressed,
  onClick,
  className,
  children,
}: {
  label: string;
  pressed?: boolean;
  onClick: () => void;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        "rounded-full p-2 text-slate-200 hover:bg-white/10 hover:text-white focus-visible:outline-2 focus-visible:outline-indigo-400",
        className,
      )}
    >
      {children}
    </button>
  );
}
