import { data } from "react-router";
import { formText, readForm } from "~/lib/form-data";
import { renderMarkdownSections } from "~/domain/content/markdown.server";
import type { Route } from "./+types/content-preview";

/** A body as long as a save takes: a longer one is refused there, and previewed cut here. */
const PREVIEW_MAX = 100_000;

/**
 * POST {admin}/content/preview: the editor's Markdown as the sections a page shows, made by
 * the same renderer as the site's pages, so the preview is what visitors get. It writes
 * nothing; only an administrator may have it, since it runs on the server for each pause
 * in typing.
 */
export async function action({ request }: Route.ActionArgs) {
  const body = formText(await readForm(request), "body", PREVIEW_MAX).replace(/\r\n/g, "\n");
  return data({ sections: renderMarkdownSections(body) }, { headers: { "Cache-Control": "no-store" } });
}
