import ExternalLink from "lucide-react/icons/external-link";
import History from "lucide-react/icons/history";
import Plus from "lucide-react/icons/plus";
import Save from "lucide-react/icons/save";
import X from "lucide-react/icons/x";
import { createContext, use, useEffect, useRef, useState } from "react";
import { data, Link, useFetcher, useNavigate } from "react-router";
import { z } from "zod";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { useResultToast } from "~/components/admin/use-result-toast";
import { MarkdownBlock } from "~/components/content/parts";
import { Button, buttonVariants } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { Input, Select, Textarea } from "~/components/ui/field";
import { FieldErrors, FormErrors, FormField, useFieldState } from "~/components/ui/form";
import { done, refused, refusedFields, type ActionResult, type FieldErrors as Messages } from "~/lib/action-result";
import { ADMIN_PATH } from "~/lib/admin-path";
import type { RenderedSection } from "~/lib/content";
import { CONTENT_KIND_LABELS, CONTENT_KIND_NAMES, contentPath, type PanelContentKind } from "~/lib/content-filters";
import { CONTENT_MESSAGES } from "~/lib/content-messages";
import { readForm } from "~/lib/form-data";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { answer, formField, readIntent, UNKNOWN_REQUEST } from "~/domain/web/action-answers.server";
import { actorOf } from "~/domain/auth/session.server";
import { renderMarkdownSections } from "~/domain/content/markdown.server";
import { contentEntryById, contentInputFromForm, pagePartsJson } from "~/domain/content/panel.server";
import { ContentInputError, saveContentEntry } from "~/domain/content/writes.server";
import { CONTENT_STATUSES, type ContentStatus } from "~/domain/db/schema.server";
import { database } from "~/domain/platform/runtime.server";
import { isContentPagePath } from "../../../content/pages/paths";
import { LANDING_CATEGORIES } from "../../../content/landing/schema";
import { ICON_NAMES } from "../../../content/pages/schema";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/content-editor";
import { logFailure } from "~/domain/platform/log.server";

/** The entry as the editor's form starts: the saved one, or a new one's empty fields. */
interface EditorEntry {
  id: string | null;
  kind: PanelContentKind;
  /** The version the form was loaded from: a save over a later one is refused. */
  version: number | null;
  status: ContentStatus;
  slug: string;
  title: string;
  description: string;
  keywords: string;
  body: string;
  fields: Record<string, unknown>;
}

const blankFields = (kind: PanelContentKind): Record<string, unknown> => {
  if (kind === "landing") {
    return {
      gameSearch: "",
      hero: { title: "", description: "" },
      features: [0, 1, 2].map(() => ({ title: "", description: "" })),
      benefits: [],
      faq: [0, 1].map(() => ({ question: "", answer: "" })),
    };
  }
  if (kind === "article") return { excerpt: "", author: "", date: new Date().toISOString().slice(0, 10), category: "", icon: "gamepad" };
  // A new page is a page of text (the legal pages' layout): its sections are its Markdown body.
  return { kind: "legal", intro: "", lastUpdated: "", contact: { text: "", mailbox: "general" } };
};

/** The kind a new entry's address names; landing pages when it names none. */
const newEntryKind = (kind: string | null): PanelContentKind => (kind === "article" || kind === "page" ? kind : "landing");

export async function loader({ request, params }: Route.LoaderArgs) {
  let entry: EditorEntry;
  if (params.id === undefined) {
    const kind = newEntryKind(new URL(request.url).searchParams.get("kind"));
    entry = { id: null, kind, version: null, status: "published", slug: "", title: "", description: "", keywords: "", body: "", fields: blankFields(kind) };
  } else {
    const row = await contentEntryById(await database(), params.id);
    if (!row) throw data({ message: CONTENT_MESSAGES.missing }, { status: 404 });
    const { id, kind, version, status, slug, title, description, keywords, body, fields } = row;
    entry = { id, kind, version, status, slug, title, description, keywords: keywords.join(", "), body, fields };
  }
  return { entry, preview: renderMarkdownSections(entry.body), pageParts: entry.kind === "page" ? pagePartsJson(entry.fields) : null };
}

const saveIntent = z.object({
  intent: z.literal("save"),
  kind: formField(20),
  baseVersion: formField(20),
  status: z.enum(CONTENT_STATUSES),
});

type SaveAnswer = ActionResult<{ id?: string; version?: number }>;

export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const form = await readForm(request);
  const read = readIntent(form, saveIntent);
  if (!read.ok) return answer(read);
  const db = await database();
  const { status } = read.form;
  let current: Awaited<ReturnType<typeof contentEntryById>>;
  if (params.id !== undefined) {
    current = await contentEntryById(db, params.id);
    if (!current) return answer(refused(CONTENT_MESSAGES.missing, 404));
  }
  const baseVersion = Number(read.form.baseVersion);
  if (current && (!Number.isSafeInteger(baseVersion) || baseVersion < 1)) return answer(refused(UNKNOWN_REQUEST));
  const newKind = newEntryKind(read.form.kind);
  if (!current && newKind !== read.form.kind) return answer(refused(UNKNOWN_REQUEST));
  try {
    // Inside the try: a page's parts that are not JSON are refused as any other problem is.
    const save: Parameters<typeof saveContentEntry>[2] = current
      ? { id: current.id, baseVersion, entry: { ...contentInputFromForm(current.kind, form, current.fields), status } }
      : { entry: { ...contentInputFromForm(newKind, form, blankFields(newKind)), status } };
    const saved = await saveContentEntry(db, actorOf(viewer), save);
    return answer(done(saved.status === "draft" ? CONTENT_MESSAGES.savedDraft : CONTENT_MESSAGES.saved, { id: saved.id, version: saved.version }));
  } catch (error) {
    if (error instanceof ContentInputError) {
      // A problem of the whole entry (someone saved since, it was deleted) is the message itself.
      const { fieldErrors } = error;
      return answer(refusedFields(fieldErrors[""]?.[0] ?? CONTENT_MESSAGES.saveRefused, fieldErrors));
    }
    logFailure("Saving a content entry", error);
    return answer(refused(CONTENT_MESSAGES.saveFailed, 500));
  }
}

/** Sent from the browser: a dropped connection keeps everything typed and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

/** The fields whose messages show beside a control of the form; any other shows at its top. */
const SHOWN_FIELDS = [
  /^(title|description|slug|body)$/,
  /^keywords(\.\d+)?$/,
  /^fields\.(gameSearch|gameCategory|excerpt|author|date|category|icon)$/,
  /^fields\.hero\.(title|description)$/,
  /^fields\.features(\.\d+\.(title|description))?$/,
  /^fields\.benefits(\.\d+)?$/,
  /^fields\.faq(\.\d+\.(question|answer))?$/,
];

/** The messages of the last refused save, by field ("" the whole entry's): ActionResult's `fieldErrors`. */
const Problems = createContext<Messages>({});

/** The messages of `name`; for a list (`many`), those of its items too ("keywords.3"), each naming its item. */
function useMessages(name: string, many = false): string[] {
  const problems = use(Problems);
  const items = new RegExp(`^${name.replace(/\./g, "\\.")}\\.(\\d+)$`);
  return Object.entries(problems).flatMap(([field, messages]) => {
    if (field === name) return messages;
    const item = many ? items.exec(field) : null;
    return item ? messages.map((message) => `Item ${Number(item[1]) + 1}: ${message}`) : [];
  });
}

/** A labelled text control of the editor, its messages under it; it keeps what was typed through a refused save. */
function TextField({
  label,
  name,
  defaultValue,
  hint,
  rows,
  many = false,
  ...props
}: { label: string; name: string; defaultValue: string; hint?: string; rows?: number; many?: boolean } & Omit<
  React.ComponentProps<"input">,
  "name" | "defaultValue" | "rows"
>) {
  const field = useFieldState(useMessages(name, many));
  return (
    <FormField field={field} label={label} description={hint}>
      {(control) =>
        rows ? (
          <Textarea {...control} name={name} defaultValue={defaultValue} rows={rows} className={props.className} />
        ) : (
          <Input {...props} {...control} name={name} defaultValue={defaultValue} />
        )
      }
    </FormField>
  );
}

export default function ContentEditor({ loaderData: { entry, preview, pageParts } }: Route.ComponentProps) {
  // Both editor routes render this one module, so React would keep one form, with its typed
  // values and state, from a new entry's page to the saved entry's: each entry gets its own.
  return <EntryEditor key={entry.id ?? `new-${entry.kind}`} entry={entry} preview={preview} pageParts={pageParts} />;
}

function EntryEditor({ entry, preview, pageParts }: { entry: EditorEntry; preview: RenderedSection[]; pageParts: string | null }) {
  const fetcher = useFetcher<SaveAnswer>();
  const form = useRef<HTMLFormElement>(null);
  const navigate = useNavigate();
  const savedNew = fetcher.data?.ok && entry.id === null ? fetcher.data.id : undefined;
  const settled = fetcher.state === "idle";
  useEffect(() => {
    // Once the save's revalidation is over: a navigation started while it runs races React
    // Router's discovery of the new route, and now and then the address changed with the
    // blank form still shown. The entry's address replaces the blank form's, so Back leads
    // to the list, not to a form that would save it twice.
    if (savedNew && settled) void navigate(`${ADMIN_PATH}/content/${savedNew}`, { replace: true });
  }, [savedNew, settled, navigate]);
  useResultToast(fetcher.data, (result) => {
    // The first field to fix may be a long way up a long form: it is brought to the operator.
    if (!result.ok) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[role="alert"], [aria-invalid="true"]')?.focus());
  });
  const refusal = fetcher.data && !fetcher.data.ok ? fetcher.data : null;
  const problems = refusal?.fieldErrors ?? {};
  const shownFields = entry.kind === "page" ? [...SHOWN_FIELDS, /^fields(\.|$)/] : SHOWN_FIELDS;
  // The whole entry's messages (or the refusal's, when it names no field), then those of fields the form has no control for.
  const formErrors = [
    ...(refusal?.fieldErrors ? (problems[""] ?? []) : refusal ? [refusal.message] : []),
    ...Object.entries(problems)
      .filter(([field]) => field !== "" && !shownFields.some((pattern) => pattern.test(field)))
      .flatMap(([field, messages]) => messages.map((message) => `${field}: ${message}`)),
  ];
  const [slug, setSlug] = useState(entry.slug);
  const busy = fetcher.state !== "idle";
  const kindName = CONTENT_KIND_NAMES[entry.kind];
  return (
    <Problems value={problems}>
      <div className="space-y-5">
        <div className="flex flex-wrap items-center gap-3">
          <Link to={`${ADMIN_PATH}/content${entry.kind === "landing" ? "" : `?kind=${entry.kind}`}`} className="text-sm text-sky-300 hover:underline">
            {CONTENT_KIND_LABELS[entry.kind]}
          </Link>
          <h2 className="w-full text-2xl font-bold">{entry.id ? `Edit ${kindName}` : `New ${kindName}`}</h2>
          {entry.id && <p className="text-sm text-slate-400">{`Version ${entry.version} · ${entry.status === "draft" ? "Draft" : "Published"}`}</p>}
          {entry.id && (
            <div className="flex flex-wrap gap-2 sm:ml-auto">
              <Link to={`${ADMIN_PATH}/content/${entry.id}/history`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
                <History aria-hidden className="size-3.5" />
                History
              </Link>
              <a href={contentPath(entry.kind, entry.slug)} target="_blank" rel="noopener" className={buttonVariants({ variant: "secondary", size: "sm" })}>
                <ExternalLink aria-hidden className="size-3.5" />
                View page<span className="sr-only"> (opens in a new tab)</span>
              </a>
            </div>
          )}
        </div>
        <fetcher.Form ref={form} method="post" className="space-y-5" noValidate>
          <input type="hidden" name="intent" value="save" />
          <input type="hidden" name="kind" value={entry.kind} />
          <input type="hidden" name="baseVersion" value={entry.version ?? ""} />
          <FormErrors errors={formErrors} />
          <Card className="space-y-4">
            <CardTitle>Page details</CardTitle>
            <TextField label="Title" name="title" defaultValue={entry.title} />
            <TextField label="Meta description" name="description" defaultValue={entry.description} rows={2} hint="What search engines show under the title." />
            <TextField label="Keywords" name="keywords" defaultValue={entry.keywords} many hint="Separated by commas." />
            <SlugField
              kind={entry.kind}
              slug={slug}
              onChange={setSlug}
              linkedFrom={entry.kind === "page" && isContentPagePath(entry.slug) ? entry.slug : null}
            />
          </Card>
          {entry.kind === "landing" && <LandingFields fields={entry.fields} />}
          {entry.kind === "article" && <ArticleFields fields={entry.fields} />}
          {entry.kind === "page" && <PageParts json={pageParts ?? ""} />}
          <BodyEditor
            initialBody={entry.body}
            initialPreview={preview}
            shown={entry.kind === "article" || (entry.kind === "page" && entry.fields.kind === "legal")}
          />
          <div className="flex flex-wrap items-center gap-3">
            <label className="flex items-center gap-2 text-sm text-slate-300">
              Status
              <Select name="status" defaultValue={entry.status} className="w-auto">
                <option value="published">Published</option>
                <option value="draft">Draft</option>
              </Select>
            </label>
            <Button type="submit" disabled={busy}>
              <Save aria-hidden className="size-4" />
              {busy ? "Saving..." : "Save"}
            </Button>
          </div>
        </fetcher.Form>
      </div>
    </Problems>
  );
}

/** `linkedFrom`: the path of one of the site's own pages, which its header, footer and pages link to. */
function SlugField({
  kind,
  slug,
  onChange,
  linkedFrom,
}: {
  kind: PanelContentKind;
  slug: string;
  onChange: (slug: string) => void;
  linkedFrom: string | null;
}) {
  const field = useFieldState(useMessages("slug"));
  return (
    <FormField
      field={field}
      label="Slug"
      description={
        <>
          Address: <span className="font-mono text-slate-200">{contentPath(kind, slug.trim() || "…")}</span>
          {linkedFrom && slug.trim() !== linkedFrom && ` (the site links to /${linkedFrom}: a permanent redirect will lead from it to the new address)`}
        </>
      }
    >
      {(control) => <Input {...control} name="slug" value={slug} onChange={(event) => onChange(event.currentTarget.value)} />}
    </FormField>
  );
}

type Pair = Record<string, string>;
const text = (value: unknown) => (typeof value === "string" ? value : "");
const items = (value: unknown): Pair[] => (Array.isArray(value) ? (value as Pair[]) : []);

function LandingFields({ fields }: { fields: Record<string, unknown> }) {
  const hero = (fields.hero ?? {}) as Pair;
  const features = items(fields.features);
  const benefits = Array.isArray(fields.benefits) ? (fields.benefits as string[]) : [];
  return (
    <>
      <Card className="space-y-4">
        <CardTitle>Hero</CardTitle>
        <TextField
          label="Game search words"
          name="fields.gameSearch"
          defaultValue={text(fields.gameSearch)}
          hint="Words that find this page's games in the catalog; empty when a category lists them."
        />
        <GameCategoryField category={text(fields.gameCategory)} />
        <TextField label="Hero title" name="fields.hero.title" defaultValue={text(hero.title)} />
        <TextField label="Hero text" name="fields.hero.description" defaultValue={text(hero.description)} rows={3} />
      </Card>
      <Card className="space-y-4">
        <CardTitle>Features</CardTitle>
        <FieldErrors id="features-problems" errors={use(Problems)["fields.features"]} />
        {[0, 1, 2].map((index) => (
          <fieldset key={index} className="space-y-3 rounded-xl border border-white/10 p-4">
            <legend className="px-1 text-sm font-semibold">{`Feature ${index + 1}`}</legend>
            <TextField label={`Feature ${index + 1} title`} name={`fields.features.${index}.title`} defaultValue={text(features[index]?.title)} />
            <TextField
              label={`Feature ${index + 1} text`}
              name={`fields.features.${index}.description`}
              defaultValue={text(features[index]?.description)}
              rows={2}
            />
          </fieldset>
        ))}
      </Card>
      <Card className="space-y-4">
        <CardTitle>Benefits</CardTitle>
        <TextField label="Benefits" name="fields.benefits" defaultValue={benefits.join("\n")} rows={6} many hint="One a line, 5 or 6 of them." />
      </Card>
      <FaqFields initial={items(fields.faq)} />
    </>
  );
}

/** The category whose games a landing page lists, in place of search words. */
function GameCategoryField({ category }: { category: string }) {
  const field = useFieldState(useMessages("fields.gameCategory"));
  return (
    <FormField field={field} label="Game category">
      {(control) => (
        <Select {...control} name="fields.gameCategory" defaultValue={category}>
          <option value="">None: the search words find the games</option>
          {LANDING_CATEGORIES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

/** FAQ pairs: 2 to 4 of them, added and removed in place; each keeps its text as others go. */
function FaqFields({ initial }: { initial: Pair[] }) {
  const nextKey = useRef(initial.length);
  const [pairs, setPairs] = useState(() => initial.map((pair, key) => ({ key, question: text(pair.question), answer: text(pair.answer) })));
  return (
    <Card className="space-y-4">
      <CardTitle>FAQ</CardTitle>
      <FieldErrors id="faq-problems" errors={use(Problems)["fields.faq"]} />
      {pairs.map((pair, index) => (
        <fieldset key={pair.key} className="space-y-3 rounded-xl border border-white/10 p-4">
          <legend className="px-1 text-sm font-semibold">{`Question ${index + 1}`}</legend>
          <TextField label={`Question ${index + 1}`} name={`fields.faq.${index}.question`} defaultValue={pair.question} />
          <TextField label={`Answer ${index + 1}`} name={`fields.faq.${index}.answer`} defaultValue={pair.answer} rows={3} />
          <Button
            variant="ghost"
            size="sm"
            disabled={pairs.length <= 2}
            onClick={() => setPairs((current) => current.filter((other) => other.key !== pair.key))}
          >
            <X aria-hidden className="size-3.5" />
            {`Remove question ${index + 1}`}
          </Button>
        </fieldset>
      ))}
      <Button
        variant="secondary"
        size="sm"
        disabled={pairs.length >= 4}
        onClick={() => setPairs((current) => [...current, { key: nextKey.current++, question: "", answer: "" }])}
      >
        <Plus aria-hidden className="size-3.5" />
        Add a question
      </Button>
    </Card>
  );
}

function ArticleFields({ fields }: { fields: Record<string, unknown> }) {
  const icon = useFieldState(useMessages("fields.icon"));
  return (
    <Card className="space-y-4">
      <CardTitle>Article</CardTitle>
      <TextField label="Excerpt" name="fields.excerpt" defaultValue={text(fields.excerpt)} rows={3} hint="The text of the article's card on the blog." />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="Author" name="fields.author" defaultValue={text(fields.author)} />
        <TextField label="Date" name="fields.date" type="date" defaultValue={text(fields.date)} />
        <TextField label="Category" name="fields.category" defaultValue={text(fields.category)} />
        <FormField field={icon} label="Icon">
          {(control) => (
            <Select {...control} name="fields.icon" defaultValue={text(fields.icon)}>
              {ICON_NAMES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      </div>
    </Card>
  );
}

/**
 * A page's cards, figures and other parts, as JSON: each page has its own shape, which its
 * view reads (content/pages/schema.ts), and the save checks it against the same rules.
 */
function PageParts({ json }: { json: string }) {
  // Every message of the page's parts, each naming its part ("cards.0.title").
  const messages = Object.entries(use(Problems))
    .filter(([field]) => field === "fields" || field.startsWith("fields."))
    .flatMap(([field, list]) => list.map((message) => (field === "fields" ? message : `${field.slice("fields.".length)}: ${message}`)));
  const field = useFieldState(messages);
  return (
    <Card className="space-y-3">
      <CardTitle>Page parts</CardTitle>
      <FormField
        field={field}
        label="Page parts (JSON)"
        description="The page's cards, figures and other parts. Keep each name as it is; the page's layout stays the same."
      >
        {(control) => <Textarea {...control} name="fields" defaultValue={json} rows={20} spellCheck={false} className="font-mono text-sm" />}
      </FormField>
    </Card>
  );
}

/** How long typing pauses before the preview is made again. */
const PREVIEW_PAUSE_MS = 400;

/** The Markdown body beside its preview, made by the server's renderer after each pause in typing. */
function BodyEditor({ initialBody, initialPreview, shown }: { initialBody: string; initialPreview: RenderedSection[]; shown: boolean }) {
  const field = useFieldState(useMessages("body"));
  const preview = useFetcher<{ sections: RenderedSection[] }>();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const sections = preview.data?.sections ?? initialPreview;
  return (
    <Card className="space-y-3">
      <CardTitle>Body</CardTitle>
      {!shown && <p className="text-sm text-amber-200">Pages of this kind don&apos;t show a body yet: what you write is kept, not shown.</p>}
      <div className="grid gap-4 lg:grid-cols-2">
        <FormField field={field} label="Body (Markdown)" description={'"## " starts a section. HTML is shown as text.'}>
          {(control) => (
            <Textarea
              {...control}
              name="body"
              defaultValue={initialBody}
              rows={24}
              className="font-mono text-sm"
              onChange={(event) => {
                const body = event.currentTarget.value;
                clearTimeout(timer.current);
                timer.current = setTimeout(() => void preview.submit({ body }, { method: "post", action: `${ADMIN_PATH}/content/preview` }), PREVIEW_PAUSE_MS);
              }}
            />
          )}
        </FormField>
        {/* It scrolls on its own: the keyboard reaches it too. */}
        <section
          aria-label="Preview"
          aria-busy={preview.state !== "idle"}
          tabIndex={0}
          className="min-h-40 rounded-xl border border-white/10 bg-slate-950 p-4 lg:max-h-[40rem] lg:overflow-auto"
        >
          <p className="mb-3 text-xs font-semibold tracking-wide text-slate-400 uppercase" aria-live="polite">
            {preview.state !== "idle" ? "Updating preview..." : "Preview"}
          </p>
          {sections.length === 0 ? (
            <p className="text-sm text-slate-400">Nothing to preview yet.</p>
          ) : (
            sections.map((section, index) => (
              <div key={index} className="mt-6 first:mt-0">
                {/* Both are the renderer's output (markdown.server.ts), which lets no HTML of the operator's through. */}
                {section.heading && <h3 className="mb-3 text-xl font-bold" dangerouslySetInnerHTML={{ __html: section.heading }} />}
                <MarkdownBlock html={section.html} />
              </div>
            ))
          )}
        </section>
      </div>
    </Card>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary message={CONTENT_MESSAGES.editorFailed} />;
}
