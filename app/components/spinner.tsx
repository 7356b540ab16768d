export function Spinner({ label }: { label: string }) {
  return (
    <div role="status" className="absolute inset-0 flex flex-col items-center justify-center gap-3 bg-slate-950/90">
      <span aria-hidden className="size-10 animate-spin rounded-full border-4 border-white/20 border-t-indigo-400" />
      <span className="text-sm text-slate-300">{label}</span>
    </div>
  );
}
