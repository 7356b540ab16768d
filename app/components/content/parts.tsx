/** The building blocks the content pages share. */
import type { BusinessHours, Card, Stat, TextSection } from "../../../content/pages/schema";
import { clsx } from "clsx";
import { formatCount } from "~/lib/format";
import type { CatalogStats } from "~/lib/catalog-stats";
import { ContentIcon } from "./icon";
import { buttonVariants } from "~/components/ui/button-variants";

export function PageHero({ title, intro }: { title: string; intro: string }) {
  return (
    <header className="mx-auto max-w-3xl px-4 pb-8 pt-14 text-center">
      <h1 className="text-balance text-4xl font-extrabold tracking-tight sm:text-5xl">{title}</h1>
      <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed text-slate-300">{intro}</p>
    </header>
  );
}

/** A page section with its heading; the heading's id names the section for assistive technology. */
export function Section({ id, heading, children, className }: { id: string; heading: string; children: React.ReactNode; className?: string }) {
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className={clsx("mx-auto max-w-6xl scroll-mt-24 px-4 py-8", className)}>
      <h2 id={`${id}-heading`} className="text-2xl font-bold sm:text-3xl">
        {heading}
      </h2>
      <div className="mt-5">{children}</div>
    </section>
  );
}

export function CardGrid({ cards, columns = 3 }: { cards: readonly Card[]; columns?: 2 | 3 | 4 }) {
  return (
    <ul className={clsx("grid gap-4 sm:grid-cols-2", columns === 3 && "lg:grid-cols-3", columns === 4 && "lg:grid-cols-4")}>
      {cards.map((card) => (
        <li key={card.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
          <ContentIcon name={card.icon} />
          <h3 className="mt-3 text-lg font-semibold">{card.title}</h3>
          <p className="mt-2 text-sm leading-relaxed text-slate-300">{card.description}</p>
        </li>
      ))}
    </ul>
  );
}

function statValue(stat: Stat, stats: CatalogStats | null): string {
  if ("value" in stat) return stat.value;
  if (!stats) return "N/A";
  if (stat.figure === "games") return formatCount(stats.games);
  if (stat.figure === "plays") return formatCount(stats.plays);
  return stats.averageRating === null ? "N/A" : `${stats.averageRating.toFixed(1)} / 5`;
}

/** Statistics: the catalog's figures as the database has them now, and fixed facts. */
export function StatsGrid({ stats, figures }: { stats: readonly Stat[]; figures: CatalogStats | null }) {
  return (
    <dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
      {stats.map((stat) => (
        <div key={stat.label} className="flex flex-col-reverse rounded-2xl bg-indigo-500/10 p-6 text-center ring-1 ring-indigo-400/20">
          <dt className="mt-1 text-sm text-slate-300">{stat.label}</dt>
          <dd className="text-3xl font-extrabold text-white">{statValue(stat, figures)}</dd>
        </div>
      ))}
    </dl>
  );
}

export function TextBlock({ section }: { section: TextSection }) {
  return (
    <div className="space-y-4 leading-relaxed text-slate-300">
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {section.list && (
        <ul className="list-disc space-y-2 pl-6">
          {section.list.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Prose the server rendered from the operator's Markdown (markdown.server.ts), laid out as
 * TextBlock lays out paragraphs and lists.
 */
export function MarkdownBlock({ html }: { html: string }) {
  return (
    <div
      className="space-y-4 leading-relaxed text-slate-300 [&_a]:text-indigo-200 [&_a]:underline [&_a:hover]:text-white [&_h3]:text-xl [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6"
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

/** A card with an icon, a title, a description and, at its foot, what to do (a link or button). */
export function ActionCard({ card, headingLevel = 3, children }: { card: Card; headingLevel?: 2 | 3; children: React.ReactNode }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <li className="flex flex-col rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
      <ContentIcon name={card.icon} />
      <Heading className="mt-3 text-lg font-semibold">{card.title}</Heading>
      <p className="mt-2 flex-1 text-sm leading-relaxed text-slate-300">{card.description}</p>
      <div className="mt-4">{children}</div>
    </li>
  );
}

/**
 * A message form in its panel (heading, a line about what sending does, the form) and beside
 * it, on wide screens, the aside: `children`.
 */
export function FormWithAside({
  id,
  heading,
  intro,
  form,
  children,
}: {
  id: string;
  heading: string;
  intro: string;
  form: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto grid max-w-6xl gap-8 px-4 py-8 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby={`${id}-heading`} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">
        <h2 id={`${id}-heading`} className="text-2xl font-bold">
          {heading}
        </h2>
        <p className="mb-5 mt-2 text-sm text-slate-400">{intro}</p>
        {form}
      </section>
      <aside className="space-y-6 rounded-2xl bg-white/5 p-6 ring-1 ring-white/10">{children}</aside>
    </div>
  );
}

export function HoursList({ hours }: { hours: BusinessHours }) {
  return (
    <div>
      <h3 className="text-lg font-semibold">{hours.heading}</h3>
      <dl className="mt-3 space-y-1 text-sm">
        {hours.rows.map((row) => (
          <div key={row.days} className="flex justify-between gap-4">
            <dt className="text-slate-400">{`${row.days}:`}</dt>
            <dd className="text-right font-medium text-white">{row.hours}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** The content pages' call-to-action button and links. */
export const actionButton = buttonVariants({ shape: "pill", size: "pill", className: "text-sm" });
