import { clsx } from "clsx";

/** Questions that open to their answers; the answers are in the HTML for readers without JavaScript. */
export function FaqList({ items, className }: { items: readonly { question: string; answer: string }[]; className?: string }) {
  return (
    <div className={clsx("space-y-3", className)}>
      {items.map((item) => (
        <details key={item.question} className="rounded-xl bg-white/5 p-4 ring-1 ring-white/10">
          <summary className="cursor-pointer font-semibold marker:text-indigo-300">{item.question}</summary>
          <p className="mt-3 leading-relaxed text-slate-300">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
