/**
 * The panel's Content section: the list of the site's copy (drafts included, by kind, found
 * by title or slug, a page at a time) on both engines; then over real HTTP, as an
 * administrator and as anyone else: the list's actions, the editor's saves (refused fields,
 * a taken address, a stale version), the live preview, the history and restoring.
 */
import { describe, expect, it } from "vitest";
import { contentEntryById, contentInputFromForm, listContentEntries, pagePartsJson, snapshotText } from "~/domain/content/panel.server";
import { loadSeedContent, seedContentInputs } from "~/domain/content/seed.server";
import { ContentInputError, contentSnapshots, saveContentEntry, setContentStatus } from "~/domain/content/writes.server";
import { CONTENT_FILTERS, CONTENT_PAGE_SIZE } from "~/lib/content-filters";
import { CONTENT_MESSAGES } from "~/lib/content-messages";
import { ADMIN_PATH } from "../support/admin-accounts";
import { actionAnswer, HttpClient } from "../support/http-client";
import { PANEL_OWNER, startPanelInstall } from "../support/panel-install";
import { setUpInstall } from "../support/portal-install";
import { ENGINES, useTestDatabase } from "../support/test-database";

const actor = { id: null, email: "editor@example.com" };
const seeded = seedContentInputs();
const seededOf = (kind: string) => seeded.filter((entry) => entry.kind === kind);
const filters = (changes: Record<string, unknown>) => CONTENT_FILTERS.parse(changes);

/** A landing page's editor form that passes every rule; `keyword` makes it unique. */
function landingForm(keyword: string, changes: Record<string, string> = {}): Record<string, string> {
  const form: Record<string, string> = {
    intent: "save",
    kind: "landing",
    status: "published",
    slug: keyword,
    title: `Play ${keyword} games online for free`,
    description: `Free ${keyword} games that run in your browser: no download, no account, and new games added every single week.`,
    keywords: `free games, browser games, online games, no download, play now, web games, ${keyword} games`,
    body: "",
    "fields.gameSearch": keyword,
    "fields.hero.title": `The best ${keyword} games`,
    "fields.hero.description": `Every ${keyword} game here starts in a browser tab with nothing to install, on a laptop, a tablet or a phone, and it is free.`,
    "fields.benefits": [1, 2, 3, 4, 5].map((n) => `Benefit number ${n}, long enough to read as a sentence.`).join("\n"),
  };
  for (const n of [0, 1, 2]) {
    form[`fields.features.${n}.title`] = `Feature ${n + 1}`;
    form[`fields.features.${n}.description`] = `Feature number ${n + 1} of these games, explained in a full sentence.`;
  }
  for (const n of [0, 1]) {
    form[`fields.faq.${n}.question`] = `Question number ${n + 1}?`;
    form[`fields.faq.${n}.answer`] = `Answer number ${n + 1}, long enough to be a real answer to it.`;
  }
  return { ...form, ...changes };
}

const asFormData = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

describe.each(ENGINES)("the Content list on %s", (engine) => {
  const test = useTestDatabase(engine, loadSeedContent);

  it("lists one kind at a time, by title, a page at a time, counting them all", async () => {
    const landing = seededOf("landing");
    const first = await listContentEntries(test.db, filters({ kind: "landing" }));
    expect(first.total).toBe(landing.length);
    expect(first.pages).toBe(Math.ceil(landing.length / CONTENT_PAGE_SIZE));
    expect(first.entries).toHaveLength(CONTENT_PAGE_SIZE);
    const titles = first.entries.map((entry) => entry.title.toLowerCase());
    expect(titles).toEqual([...titles].sort());
    expect(first.entries.every((entry) => entry.kind === "landing" && entry.path === `/${entry.slug}`)).toBe(true);

    const last = await listContentEntries(test.db, filters({ kind: "landing", page: first.pages }));
    expect(last.entries).toHaveLength(landing.length - CONTENT_PAGE_SIZE * (first.pages - 1));
    // A page past the last shows the last.
    expect((await listContentEntries(test.db, filters({ kind: "landing", page: 999 }))).page).toBe(first.pages);

    const articles = await listContentEntries(test.db, filters({ kind: "article" }));
    expect(articles.entries.map((entry) => entry.path).sort()).toEqual(
      seededOf("article")
        .map((entry) => `/blog/${entry.slug}`)
        .sort(),
    );
    expect((await listContentEntries(test.db, filters({ kind: "page" }))).total).toBe(seededOf("page").length);
  });

  it("finds entries by title or slug, with the wildcards of LIKE taken as typed", async () => {
    const [article] = seededOf("article");
    const byTitle = await listContentEntries(test.db, filters({ kind: "article", q: article!.title.slice(0, 12).toUpperCase() }));
    expect(byTitle.entries.map((entry) => entry.slug)).toContain(article!.slug);
    const bySlug = await listContentEntries(test.db, filters({ kind: "landing", q: "-io" }));
    expect(bySlug.total).toBe(seededOf("landing").filter((entry) => entry.slug.includes("-io") || entry.title.toLowerCase().includes("-io")).length);
    expect(bySlug.total).toBeGreaterThan(0);
    for (const wildcard of ["%", "_", "\\"]) expect((await listContentEntries(test.db, filters({ kind: "landing", q: wildcard }))).total, wildcard).toBe(0);
  });

  it("lists drafts too, with who saved each last", async () => {
    const { id } = (await listContentEntries(test.db, filters({ kind: "article" }))).entries[0]!;
    expect(await setContentStatus(test.db, actor, id, "draft")).toBe(true);
    const listed = (await listContentEntries(test.db, filters({ kind: "article" }))).entries.find((entry) => entry.id === id);
    expect(listed).toMatchObject({ status: "draft", updatedBy: actor.email });
  });

  it("reads the editor's form into the entry a save checks, and shows a version as text", async () => {
    const input = contentInputFromForm("landing", asFormData(landingForm("marble-runs", { keywords: " a b ,, c d ,", "fields.benefits": "one\n\n two \n" })));
    expect(input).toMatchObject({
      kind: "landing",
      slug: "marble-runs",
      keywords: ["a b", "c d"],
      fields: { benefits: ["one", "two"], faq: [{ question: "Question number 1?" }, { question: "Question number 2?" }] },
    });
    const saved = await saveContentEntry(test.db, actor, { entry: contentInputFromForm("landing", asFormData(landingForm("marble-runs"))) });
    const text = snapshotText((await contentSnapshots(test.db, saved.id, [1])).get(1)!);
    expect(text).toContain("Title: Play marble-runs games online for free");
    expect(text).toContain("hero › title: The best marble-runs games");
    expect(text).toContain("faq 2 › question: Question number 2?");
    // A page's parts come as JSON, its layout kept from the entry; without them, the entry's own.
    const page = (await listContentEntries(test.db, filters({ kind: "page" }))).entries[0]!;
    const row = (await contentEntryById(test.db, page.id))!;
    expect(contentInputFromForm("page", asFormData({ title: "T" }), row.fields)).toMatchObject({ kind: "page", fields: row.fields });
    expect(contentInputFromForm("page", asFormData({ fields: pagePartsJson(row.fields) }), row.fields)).toMatchObject({ fields: row.fields });
    const layout = (row.fields as { kind: string }).kind;
    expect(contentInputFromForm("page", asFormData({ fields: JSON.stringify({ kind: "other", intro: "New" }) }), row.fields)).toMatchObject({
      fields: { kind: layout, intro: "New" },
    });
    expect(pagePartsJson(row.fields)).not.toContain('"kind"');
  });

  it("refuses page parts that are not a JSON object, saying why, whatever is sent", () => {
    const kept = { kind: "legal", intro: "Kept" };
    const refusal = (json: string) => {
      try {
        contentInputFromForm("page", asFormData({ fields: json }), kept);
      } catch (error) {
        return error instanceof ContentInputError ? error.problems : error;
      }
      return "accepted";
    };
    for (const json of ["", "{", "{'intro': 1}", "[1, 2]", "null", "42", '"text"', "{}".padEnd(100_001, " ")]) {
      expect(refusal(json), JSON.stringify(json.slice(0, 20))).toEqual([{ field: "fields", message: expect.stringMatching(/JSON|characters/) }]);
    }
  });
});

describe("the panel's Content section over HTTP", () => {
  const CONTENT = `${ADMIN_PATH}/content`;
  const install = setUpInstall(startPanelInstall);

  const post = async (client: HttpClient, path: string, fields: Record<string, string>) => {
    const response = await client.post(path.endsWith("/preview") ? path : `${path}.data`, fields);
    return { status: response.status, text: await response.text() };
  };
  const page = async (path: string) => {
    const response = await install.admin.get(path);
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const entryRow = async (kind: string, slug: string) =>
    (await install.db.query("select id, title, status, version, updated_by from content_entries where kind = $1 and slug = $2", [kind, slug])).rows[0] as
      { id: string; title: string; status: string; version: number; updated_by: string | null } | undefined;
  const contentState = async () =>
    (
      await install.db.query(
        "select (select string_agg(id || kind || slug || status || version || title, '|' order by id) from content_entries) as entries, (select count(*)::int from content_versions) as versions, (select count(*)::int from audit_log) as audit",
      )
    ).rows[0];
  const publicStatus = async (path: string) => (await fetch(`${install.portal.url}${path}`, { redirect: "manual" })).status;

  it("lists each kind with its address, status and last save, found by search and paged", async () => {
    const html = await page(CONTENT);
    expect(html).toContain(">Content</h2>");
    expect(html).toContain(`${seededOf("landing").length} entries`);
    const [first] = seededOf("landing").sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()));
    expect(html).toContain(`href="/${first!.slug}" target="_blank"`);
    expect(html).toContain(`aria-label="Edit ${first!.title}"`);
    expect(html).toContain(`aria-label="Unpublish ${first!.title}"`);
    expect(html).toContain(`aria-label="Delete ${first!.title}"`);
    expect(html).toContain("by the seed");
    expect(html).toContain(`${CONTENT}?page=2`);

    const articles = await page(`${CONTENT}?kind=article`);
    for (const article of seededOf("article")) expect(articles).toContain(`href="/blog/${article.slug}"`);
    expect(articles).not.toContain(`href="/${first!.slug}"`);

    const [target] = seededOf("landing").filter((entry) => entry.slug.includes("krunker"));
    const found = await page(`${CONTENT}?q=${encodeURIComponent(target!.slug)}`);
    expect(found).toContain(`href="/${target!.slug}"`);
    expect(found).not.toContain(`href="/${first!.slug}"`);
    expect(await page(`${CONTENT}?q=${encodeURIComponent("%")}`)).toContain("Nothing found matching your search.");

    const second = await page(`${CONTENT}?page=2`);
    expect(second).not.toContain(`href="/${first!.slug}"`);
    expect(second).toContain(`${CONTENT}?page=3`);
  });

  it("refuses a save with each field's message and writes nothing; a taken address is named", async () => {
    const before = await contentState();
    const refused = await install.admin.post(
      `${CONTENT}/new.data`,
      landingForm("short-one", { title: "Short", "fields.faq.1.answer": "", keywords: "one, two" }),
    );
    expect(refused.status).toBe(400);
    // The panel's one shape of a refusal: the summary, and each field's messages by its name in the form.
    const answer = (await actionAnswer(refused)) as { ok: boolean; message: string; fieldErrors: Record<string, string[]> };
    expect(answer).toMatchObject({ ok: false, message: CONTENT_MESSAGES.saveRefused });
    expect(Object.keys(answer.fieldErrors).sort()).toEqual(["fields.faq.1.answer", "keywords", "title"]);
    for (const messages of Object.values(answer.fieldErrors)) expect(messages.length).toBeGreaterThan(0);
    const [taken] = seededOf("landing");
    const clash = await post(install.admin, `${CONTENT}/new`, landingForm(taken!.slug));
    expect(clash.status).toBe(400);
    expect(clash.text).toContain(`\\"/${taken!.slug}\\" is the address of the landing page \\"${taken!.title}\\".`);
    const reserved = await post(install.admin, `${CONTENT}/new`, landingForm("blog"));
    expect(reserved.text).toContain(`\\"/blog\\" is the blog.`);
    expect(await contentState()).toEqual(before);
  });

  it("takes a landing page's games from a category chosen on the form, or from its search words, not both", async () => {
    const byCategory = await post(
      install.admin,
      `${CONTENT}/new`,
      landingForm("marble-category", { "fields.gameSearch": "", "fields.gameCategory": "Puzzle" }),
    );
    expect(byCategory.status).toBe(200);
    expect(
      (await install.db.query("select fields->>'gameCategory' as category, fields->>'gameSearch' as words from content_entries where slug = 'marble-category'"))
        .rows[0],
    ).toEqual({ category: "Puzzle", words: "" });
    const before = await contentState();
    const both = await post(install.admin, `${CONTENT}/new`, landingForm("marble-both", { "fields.gameCategory": "Puzzle" }));
    expect(both).toMatchObject({ status: 400, text: expect.stringContaining("not both") });
    const unknown = await post(install.admin, `${CONTENT}/new`, landingForm("marble-unknown", { "fields.gameSearch": "", "fields.gameCategory": "Marbles" }));
    expect(unknown).toMatchObject({ status: 400, text: expect.stringContaining('"fields.gameCategory"') });
    expect(await contentState()).toEqual(before);
    expect(await page(`${CONTENT}/new`)).toContain("None: the search words find the games");
  });

  it("saves a new entry as a version, then edits it; a save over a later version is refused", async () => {
    const created = await post(install.admin, `${CONTENT}/new`, landingForm("marble-games"));
    expect(created).toMatchObject({ status: 200, text: expect.stringContaining(CONTENT_MESSAGES.saved) });
    const row = (await entryRow("landing", "marble-games"))!;
    expect(row).toMatchObject({ version: 1, status: "published", updated_by: PANEL_OWNER.email });
    expect(created.text).toContain(row.id);
    expect(await publicStatus("/marble-games")).toBe(200);

    const editor = await page(`${CONTENT}/${row.id}`);
    expect(editor).toContain("Edit landing page");
    expect(editor).toContain('value="Play marble-games games online for free"');
    expect(editor).toContain("Address: <span");
    expect(editor).toContain('name="baseVersion" value="1"');

    const edited = await post(
      install.admin,
      `${CONTENT}/${row.id}`,
      landingForm("marble-games", { baseVersion: "1", title: "Marble games you can play right now" }),
    );
    expect(edited.status).toBe(200);
    expect(await entryRow("landing", "marble-games")).toMatchObject({ version: 2, title: "Marble games you can play right now" });

    const stale = await post(install.admin, `${CONTENT}/${row.id}`, landingForm("marble-games", { baseVersion: "1", title: "An edit made on an old copy" }));
    expect(stale.status).toBe(400);
    expect(stale.text).toContain("Someone saved version 2 since you opened version 1: reload it and make your change again.");
    expect((await entryRow("landing", "marble-games"))!.version).toBe(2);

    const asDraft = await post(install.admin, `${CONTENT}/${row.id}`, landingForm("marble-games", { baseVersion: "2", status: "draft" }));
    expect(asDraft).toMatchObject({ status: 200, text: expect.stringContaining(CONTENT_MESSAGES.savedDraft) });
    expect(await publicStatus("/marble-games")).not.toBe(200);
    expect(await post(install.admin, `${CONTENT}/${row.id}`, landingForm("marble-games", { baseVersion: "two" }))).toMatchObject({ status: 400 });
    expect((await install.admin.get(`${CONTENT}/no-such-entry`)).status).toBe(404);
    expect(await post(install.admin, `${CONTENT}/no-such-entry`, landingForm("marble-games", { baseVersion: "1" }))).toMatchObject({
      status: 404,
      text: expect.stringContaining(CONTENT_MESSAGES.missing),
    });
  });

  it("saves an article's own fields and keeps a page's cards as they were", async () => {
    const [article] = seededOf("article");
    const row = (await entryRow("article", article!.slug))!;
    const fields = article!.fields as Record<string, string>;
    const form: Record<string, string> = {
      intent: "save",
      status: "published",
      baseVersion: String(row.version),
      slug: article!.slug,
      title: article!.title,
      description: article!.description,
      keywords: (article!.keywords ?? []).join(", "),
      body: article!.body ?? "",
      "fields.excerpt": fields.excerpt!,
      "fields.author": "A New Author",
      "fields.date": fields.date!,
      "fields.category": fields.category!,
      "fields.icon": fields.icon!,
    };
    expect((await post(install.admin, `${CONTENT}/${row.id}`, form)).status).toBe(200);
    expect(await (await fetch(`${install.portal.url}/blog/${article!.slug}`)).text()).toContain("A New Author");
    expect(await post(install.admin, `${CONTENT}/${row.id}`, { ...form, baseVersion: String(row.version + 1), "fields.date": "someday" })).toMatchObject({
      status: 400,
      text: expect.stringContaining('"fields.date"'),
    });

    const pageRow = (
      await install.db.query(
        "select id, version, slug, title, description, keywords, body, fields::text as fields from content_entries where kind = 'page' and slug = 'features'",
      )
    ).rows[0];
    const pageForm = {
      intent: "save",
      status: "published",
      baseVersion: String(pageRow.version),
      slug: "features",
      title: "Features of the portal, all of them",
      description: pageRow.description,
      keywords: pageRow.keywords.join(", "),
      body: pageRow.body,
    };
    const pageEditor = await page(`${CONTENT}/${pageRow.id}`);
    expect(pageEditor).toContain("Page parts (JSON)");
    // A form without the parts keeps them as they are.
    expect((await post(install.admin, `${CONTENT}/${pageRow.id}`, pageForm)).status).toBe(200);
    const after = (await install.db.query("select title, fields::text as fields from content_entries where id = $1", [pageRow.id])).rows[0];
    expect(after).toEqual({ title: "Features of the portal, all of them", fields: pageRow.fields });

    // The parts as JSON: a card's new title is on the page at once; the layout stays the page's.
    const parts = JSON.parse(pagePartsJson(JSON.parse(pageRow.fields))) as { cards: { title: string }[] };
    parts.cards[0]!.title = "Games by the Thousand";
    const partsForm = { ...pageForm, baseVersion: String(pageRow.version + 1), fields: JSON.stringify({ ...parts, kind: "legal" }) };
    expect((await post(install.admin, `${CONTENT}/${pageRow.id}`, partsForm)).status).toBe(200);
    expect(await (await fetch(`${install.portal.url}/features`)).text()).toContain("Games by the Thousand");
    expect((await install.db.query("select fields->>'kind' as layout from content_entries where id = $1", [pageRow.id])).rows[0].layout).toBe("features");

    // Broken JSON, or JSON the page's rules refuse, saves nothing and says where.
    const next = { ...partsForm, baseVersion: String(pageRow.version + 2) };
    expect(await post(install.admin, `${CONTENT}/${pageRow.id}`, { ...next, fields: '{"cards": [' })).toMatchObject({
      status: 400,
      text: expect.stringContaining("Not valid JSON"),
    });
    const emptied = await post(install.admin, `${CONTENT}/${pageRow.id}`, { ...next, fields: JSON.stringify({ ...parts, cards: [] }) });
    expect(emptied).toMatchObject({ status: 400, text: expect.stringContaining('"fields.cards"') });
    expect((await install.db.query("select version from content_entries where id = $1", [pageRow.id])).rows[0].version).toBe(pageRow.version + 2);
  });

  it("adds a page of text at a path of its own, and refuses a path that is taken", async () => {
    const legal = (await install.db.query("select description, keywords, body, fields from content_entries where kind = 'page' and slug = 'privacy-policy'"))
      .rows[0];
    const newPage = await page(`${CONTENT}/new?kind=page`);
    expect(newPage).toContain("New page");
    expect(newPage).toContain("Page parts (JSON)");
    const form = {
      intent: "save",
      kind: "page",
      status: "published",
      baseVersion: "",
      slug: "accessibility",
      title: "Accessibility at Zowii",
      description: legal.description,
      keywords: legal.keywords.join(", "),
      body: legal.body,
      // A layout named in the JSON is not the one a new page gets: pages of text only.
      fields: JSON.stringify({ ...legal.fields, kind: "contact" }),
    };
    expect((await post(install.admin, `${CONTENT}/new`, form)).status).toBe(200);
    const saved = (await install.db.query("select fields->>'kind' as layout, version from content_entries where kind = 'page' and slug = 'accessibility'"))
      .rows[0];
    expect(saved).toEqual({ layout: "legal", version: 1 });
    const shown = await fetch(`${install.portal.url}/accessibility`);
    expect(shown.status).toBe(200);
    expect(await shown.text()).toContain("Accessibility at Zowii");

    for (const [slug, problem] of [
      ["about", '\\"/about\\" is the address of the content page \\"About Us\\".'],
      ["api", '\\"/api\\" is the API.'],
      [ADMIN_PATH.slice(1), "is the admin area."],
    ] as const) {
      expect(await post(install.admin, `${CONTENT}/new`, { ...form, slug }), slug).toMatchObject({ status: 400, text: expect.stringContaining(problem) });
    }
    // A kind the panel does not make is refused whole.
    expect(await post(install.admin, `${CONTENT}/new`, { ...form, kind: "game" })).toMatchObject({ status: 400 });
  });

  it("publishes, unpublishes and deletes from the list; each is audited", async () => {
    expect((await post(install.admin, `${CONTENT}/new`, landingForm("pebble-games"))).status).toBe(200);
    const { id } = (await entryRow("landing", "pebble-games"))!;
    expect(await post(install.admin, CONTENT, { intent: "set-status", id, status: "draft" })).toMatchObject({
      status: 200,
      text: expect.stringContaining(CONTENT_MESSAGES.unpublished),
    });
    expect(await publicStatus("/pebble-games")).not.toBe(200);
    expect(await page(`${CONTENT}?q=pebble`)).toContain(">Draft</span>");
    expect(await post(install.admin, CONTENT, { intent: "set-status", id, status: "draft" })).toMatchObject({
      status: 400,
      text: expect.stringContaining(CONTENT_MESSAGES.alreadyThat),
    });
    expect(await post(install.admin, CONTENT, { intent: "set-status", id, status: "published" })).toMatchObject({
      status: 200,
      text: expect.stringContaining(CONTENT_MESSAGES.published),
    });
    expect(await publicStatus("/pebble-games")).toBe(200);
    expect(await post(install.admin, CONTENT, { intent: "delete", id })).toMatchObject({
      status: 200,
      text: expect.stringContaining(CONTENT_MESSAGES.deleted),
    });
    expect(await entryRow("landing", "pebble-games")).toBeUndefined();
    expect(await publicStatus("/pebble-games")).not.toBe(200);
    expect(await post(install.admin, CONTENT, { intent: "delete", id })).toMatchObject({
      status: 404,
      text: expect.stringContaining(CONTENT_MESSAGES.missing),
    });
    expect(await post(install.admin, CONTENT, { intent: "publish-all" })).toMatchObject({ status: 400 });
    const audit = (await install.db.query("select action from audit_log where target = '/pebble-games' order by id")).rows.map((r) => r.action);
    expect(audit).toEqual(["created content entry", "unpublished content entry", "published content entry", "deleted content entry"]);
  });

  it("shows the history, compares two versions line by line, and restores one as a new version", async () => {
    expect((await post(install.admin, `${CONTENT}/new`, landingForm("button-games"))).status).toBe(200);
    const { id } = (await entryRow("landing", "button-games"))!;
    expect((await post(install.admin, `${CONTENT}/${id}`, landingForm("button-games", { baseVersion: "1", title: "Button games for one tap" }))).status).toBe(
      200,
    );

    const history = await page(`${CONTENT}/${id}/history`);
    expect(history).toContain("Version 2");
    expect(history).toContain("Version 1");
    expect(history).toContain(`by ${PANEL_OWNER.email}`);
    expect(history).toContain('aria-label="Restore version 1"');
    expect(history).not.toContain('aria-label="Restore version 2"');
    // The last change, by default: the old title removed, the new one added, said in words.
    expect(history).toMatch(/Removed:<\/span><span[^>]*>Title: Play button-games games online for free</);
    expect(history).toMatch(/Added:<\/span><span[^>]*>Title: Button games for one tap</);
    const same = await page(`${CONTENT}/${id}/history?from=2&to=2`);
    expect(same).toContain("Versions 2 and 2 are the same.");
    const reversed = await page(`${CONTENT}/${id}/history?from=2&to=1`);
    expect(reversed).toMatch(/Added:<\/span><span[^>]*>Title: Play button-games games online for free</);

    expect(await post(install.admin, `${CONTENT}/${id}/history`, { intent: "restore", version: "1" })).toMatchObject({
      status: 200,
      text: expect.stringContaining(CONTENT_MESSAGES.restored(1)),
    });
    expect(await entryRow("landing", "button-games")).toMatchObject({ version: 3, title: "Play button-games games online for free" });
    expect(await page(`${CONTENT}/${id}/history?from=1&to=3`)).toContain("Versions 1 and 3 are the same.");
    // Versions that do not exist fall back to the last change: version 2 against the restored 3.
    expect(await page(`${CONTENT}/${id}/history?from=99&to=x`)).toMatch(/Added:<\/span><span[^>]*>Title: Play button-games games online for free</);
    expect(await post(install.admin, `${CONTENT}/${id}/history`, { intent: "restore", version: "9" })).toMatchObject({
      status: 400,
      text: expect.stringContaining("This entry has no version 9."),
    });
    expect(await post(install.admin, `${CONTENT}/${id}/history`, { intent: "restore", version: "-1" })).toMatchObject({ status: 404 });
    expect((await install.admin.get(`${CONTENT}/no-such-entry/history`)).status).toBe(404);
  });

  it("previews Markdown with the site's renderer, letting no HTML through", async () => {
    const response = await install.admin.post(`${CONTENT}/preview`, {
      body: "Intro **bold**\n\n## Part <b>one</b>\n\n<script>alert(1)</script>\n\n[x](javascript:alert(1))",
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const { sections } = (await response.json()) as { sections: { heading: string; html: string }[] };
    expect(sections).toEqual([
      { heading: "", html: "<p>Intro <strong>bold</strong></p>\n" },
      { heading: "Part &lt;b&gt;one&lt;/b&gt;", html: expect.stringContaining("&lt;script&gt;alert(1)&lt;/script&gt;") },
    ]);
    expect(sections[1]!.html).not.toContain("href=");
  });

  const ROUTES = [`${CONTENT}`, `${CONTENT}/new`, `${CONTENT}/new?kind=article`, `${CONTENT}/x`, `${CONTENT}/x/history`];

  it.each([
    ["signed out", () => new HttpClient(install.portal.url), 401],
    ["signed in without the admin role", () => install.member, 403],
  ] as const)("answers every route and action %s with %i, and writes nothing", async (_, client, status) => {
    const before = await contentState();
    const { id } = (await install.db.query("select id from content_entries where kind = 'landing' order by slug limit 1")).rows[0] as { id: string };
    for (const route of ROUTES.map((path) => path.replace("/x", `/${id}`))) {
      const [path, query] = route.split("?");
      expect((await client().get(`${path}.data${query ? `?${query}` : ""}`)).status, `GET ${route}.data`).toBe(status);
      const document = await client().get(route);
      expect(document.status, `GET ${route}`).toBe(302);
      expect(await document.text(), route).not.toContain(">Content</h2>");
    }
    const actions: [string, Record<string, string>][] = [
      [`${CONTENT}.data`, { intent: "set-status", id, status: "draft" }],
      [`${CONTENT}.data`, { intent: "delete", id }],
      [`${CONTENT}/new.data`, landingForm("sneaky-games")],
      [`${CONTENT}/${id}.data`, landingForm("sneaky-games", { baseVersion: "1" })],
      [`${CONTENT}/${id}/history.data`, { intent: "restore", version: "1" }],
      [`${CONTENT}/preview`, { body: "# Hi" }],
    ];
    for (const [path, fields] of actions) expect((await client().post(path, fields)).status, `POST ${path} ${fields.intent ?? ""}`).toBe(status);
    expect(await contentState()).toEqual(before);
  });
});
