import RotateCcw from "lucide-react/icons/rotate-ccw";
import Save from "lucide-react/icons/save";
import { useId } from "react";
import { useFetcher } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { FetcherButton } from "~/components/admin/panel-action-button";
import { useAddForm, useResultToast } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import { Card, CardTitle, ScrollingCard } from "~/components/ui/card";
import { Field, Input, Select } from "~/components/ui/field";
import { done, refused, type ActionResult } from "~/lib/action-result";
import { PUBLISH_CATEGORIES } from "~/lib/categories";
import { readForm } from "~/lib/form-data";
import { parseTags } from "~/lib/game-form";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, catalogWriteRefusal, readIntent } from "~/domain/web/action-answers.server";
import { actorOf, requireAdmin } from "~/domain/auth/session.server";
import {
  ANY_PROVIDER,
  feedCategoryKey,
  listCategoryMappings,
  resetCategoryMapping,
  setCategoryMapping,
  type MappingRow,
} from "~/domain/feeds/category-mapping.server";
import { FEED_FORMATS } from "~/domain/feeds/feed-formats.server";
import { recentFeedImports } from "~/domain/feeds/feed-import-reads.server";
import { database } from "~/domain/platform/runtime.server";
import { Table } from "~/components/ui/table";
import type { Route } from "./+types/categories";
import { Badge } from "~/components/ui/badge";

const MAPPING_MESSAGES = {
  saved: "Mapping saved successfully!",
  reset: "Mapping reset successfully",
  notFound: "Mapping not found",
  failed: "Saving the mapping failed. Please try again.",
} as const;

const FEED_CATEGORY_MAX = 100;
const TAGS_TEXT_MAX = 1000;
const PROVIDERS = [ANY_PROVIDER, ...FEED_FORMATS] as const;

const providerLabel = (provider: string) => (provider === ANY_PROVIDER ? "Any provider" : provider);

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const db = await database();
  const mappings = await listCategoryMappings(db);
  // An import's row keeps the names it could not map, not its provider: a name counts as
  // mapped once any provider's row (or any provider's) covers it.
  const mapped = new Set(mappings.map((row) => row.feedCategory));
  const unmapped = new Map<string, string>();
  for (const feedImport of await recentFeedImports(db, 20)) {
    for (const name of feedImport.unmapped) {
      const key = feedCategoryKey(name);
      if (key && !mapped.has(key) && !unmapped.has(key)) unmapped.set(key, name.trim());
    }
  }
  return {
    mappings: mappings.map((row) => ({ ...row, providerLabel: providerLabel(row.provider) })),
    unmapped: [...unmapped.values()],
    // Any provider first: the forms' default.
    providers: PROVIDERS.map((value) => ({ value, label: providerLabel(value) })),
  };
}

const mappingKey = {
  provider: z.enum(PROVIDERS),
  feedCategory: z.string().max(FEED_CATEGORY_MAX).default(""),
};

/** Setting a feed category's mapping (a row's Save, the add form, an unmapped name) and resetting one. */
const mappingIntent = z.discriminatedUnion("intent", [
  z.object({
    intent: z.literal("set"),
    ...mappingKey,
    category: z.string().max(100).default(""),
    tags: z.string().max(TAGS_TEXT_MAX).default(""),
  }),
  z.object({ intent: z.literal("reset"), ...mappingKey }),
]);

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const read = readIntent(await readForm(request), mappingIntent);
  if (!read.ok) return answer(read);
  const form = read.form;
  const db = await database();
  try {
    if (form.intent === "set") {
      await setCategoryMapping(db, form.provider, form.feedCategory, form.category, parseTags(form.tags), actorOf(viewer));
      return answer(done(MAPPING_MESSAGES.saved));
    }
    const reset = await resetCategoryMapping(db, form.provider, form.feedCategory, actorOf(viewer));
    return answer(reset ? done(MAPPING_MESSAGES.reset) : refused(MAPPING_MESSAGES.notFound, 404));
  } catch (error) {
    return answer(catalogWriteRefusal(error, "Saving a category mapping", MAPPING_MESSAGES.failed));
  }
}

/** Sent from the browser: a dropped connection keeps the form and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

type Providers = readonly { value: string; label: string }[];

export default function CategoryMappingSection({ loaderData: { mappings, unmapped, providers } }: Route.ComponentProps) {
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-2xl font-bold">Category Mapping</h2>
        <p className="mt-1 text-sm text-slate-400">
          Each feed category becomes one of our categories and tags. Categories left unmapped are reported on import, never guessed.
        </p>
      </div>
      {unmapped.length > 0 && (
        <Card>
          <CardTitle>Unmapped categories from recent imports</CardTitle>
          <ul aria-label="Unmapped categories" className="mt-3 divide-y divide-white/5">
            {unmapped.map((name) => (
              <UnmappedRow key={name} name={name} providers={providers} />
            ))}
          </ul>
        </Card>
      )}
      <Card>
        <CardTitle>Add a mapping</CardTitle>
        <AddMappingForm providers={providers} />
      </Card>
      <ScrollingCard>
        <CardTitle>Mappings</CardTitle>
        <Table className="mt-3" columns={["Provider", "Feed category", "Our category", "Tags", "Origin", { label: "Actions", hidden: true }]}>
          {mappings.map((row) => (
            // Keyed by origin too: a reset row comes back as the shipped one, with its values.
            <MappingTableRow key={`${row.provider}\n${row.feedCategory}\n${row.origin}`} row={row} />
          ))}
        </Table>
      </ScrollingCard>
    </div>
  );
}

function CategorySelect(props: React.ComponentProps<typeof Select>) {
  return (
    <Select {...props}>
      {PUBLISH_CATEGORIES.map((category) => (
        <option key={category} value={category}>
          {category}
        </option>
      ))}
    </Select>
  );
}

function MappingTableRow({ row }: { row: MappingRow & { providerLabel: string } }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const formId = useId();
  const name = `${row.providerLabel} ${row.feedCategory}`;
  const mapping = { provider: row.provider, feedCategory: row.feedCategory };
  return (
    <tr>
      <td className="py-2 pr-3 whitespace-nowrap">{row.providerLabel}</td>
      <td className="py-2 pr-3">{row.feedCategory}</td>
      <td className="py-2 pr-3">
        <CategorySelect form={formId} name="category" defaultValue={row.category} aria-label={`Category for ${name}`} className="min-w-32" />
      </td>
      <td className="py-2 pr-3">
        <Input form={formId} name="tags" defaultValue={row.tags.join(", ")} maxLength={TAGS_TEXT_MAX} aria-label={`Tags for ${name}`} className="min-w-40" />
      </td>
      <td className="py-2 pr-3 whitespace-nowrap">
        {row.origin === "operator" ? <Badge tone="warning">Edited</Badge> : <span className="text-xs text-slate-400">Built in</span>}
      </td>
      <td className="py-2">
        <div className="flex gap-2">
          <FetcherButton fetcher={fetcher} formId={formId} send={{ intent: "set", ...mapping }} label={`Save ${name}`}>
            <Save aria-hidden className="size-3.5" />
            Save
          </FetcherButton>
          {row.origin === "operator" && (
            <FetcherButton fetcher={fetcher} send={{ intent: "reset", ...mapping }} label={`Reset ${name}`}>
              <RotateCcw aria-hidden className="size-3.5" />
              Reset
            </FetcherButton>
          )}
        </div>
      </td>
    </tr>
  );
}

function AddMappingForm({ providers }: { providers: Providers }) {
  const { fetcher, form, busy } = useAddForm();
  return (
    <fetcher.Form ref={form} method="post" className="mt-3 flex flex-wrap items-end gap-3">
      <input type="hidden" name="intent" value="set" />
      <Field label="Provider" className="w-full sm:w-48">
        {(id) => <Select id={id} name="provider" options={providers} defaultValue={providers[0]?.value} />}
      </Field>
      <Field label="Feed category" className="w-full sm:w-56">
        {(id) => <Input id={id} name="feedCategory" maxLength={FEED_CATEGORY_MAX} required autoComplete="off" placeholder="Girls" />}
      </Field>
      <Field label="Our category" className="w-full sm:w-44">
        {(id) => <CategorySelect id={id} name="category" />}
      </Field>
      <Field label="Tags" className="w-full sm:w-64">
        {(id) => <Input id={id} name="tags" maxLength={TAGS_TEXT_MAX} autoComplete="off" placeholder="casual, dress-up" />}
      </Field>
      <Button type="submit" disabled={busy}>
        <Save aria-hidden className="size-4" />
        {busy ? "Please wait..." : "Save Mapping"}
      </Button>
    </fetcher.Form>
  );
}

/** A name an import could not map, with the fields to map it on the spot. */
function UnmappedRow({ name, providers }: { name: string; providers: Providers }) {
  const fetcher = useFetcher<ActionResult>();
  useResultToast(fetcher.data);
  const busy = fetcher.state !== "idle";
  return (
    <li className="py-3">
      <fetcher.Form method="post" className="flex flex-wrap items-center gap-3 text-sm">
        <input type="hidden" name="intent" value="set" />
        <input type="hidden" name="feedCategory" value={name} />
        <p className="min-w-32 flex-1 font-medium">{name}</p>
        <Select name="provider" options={providers} defaultValue={providers[0]?.value} aria-label={`Provider for ${name}`} className="w-44" />
        <CategorySelect name="category" aria-label={`Category for ${name}`} className="w-40" />
        <Input name="tags" maxLength={TAGS_TEXT_MAX} aria-label={`Tags for ${name}`} placeholder="Tags" className="w-48" />
        <Button type="submit" size="sm" disabled={busy} aria-label={`Map ${name}`}>
          <Save aria-hidden className="size-3.5" />
          Map
        </Button>
      </fetcher.Form>
    </li>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
