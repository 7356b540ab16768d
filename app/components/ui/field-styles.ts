/**
 * The look of a form control, apart from field.tsx (which merges classes with `cn`) so that
 * a public page's form can join it with `clsx` and carry no tailwind-merge (lib/cn.ts).
 */
export const FIELD_CONTROL_CLASSES =
  "w-full rounded-lg border border-white/15 bg-slate-900 px-3 py-2 text-sm text-slate-100 placeholder:text-slate-400 focus:border-indigo-400 focus:outline-none focus:ring-2 focus:ring-indigo-400/40 disabled:opacity-60";
