import type { LucideIcon } from "lucide-react";
import { Card, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/cn";

/** One figure of the panel (the dashboard's totals, Analytics' range): its title, icon, value and what it counts. */
export function StatCard({
  title,
  caption,
  value,
  icon: Icon,
  className,
  valueClassName,
}: {
  title: string;
  caption: string;
  value: React.ReactNode;
  icon: LucideIcon;
  className?: string;
  valueClassName?: string;
}) {
  return (
    <Card className={className}>
      <div className="flex items-center justify-between">
        <CardTitle className="text-sm text-slate-300">{title}</CardTitle>
        <Icon aria-hidden className="size-5 text-indigo-400" />
      </div>
      <p className={cn("mt-2 text-3xl font-bold", valueClassName)}>{value}</p>
      <p className="text-xs text-slate-400">{caption}</p>
    </Card>
  );
}
