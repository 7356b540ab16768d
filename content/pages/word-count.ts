/**
 * The words a reader reads in an article's body: its paragraphs and list items. Apart
 * from the schema, so the pages that show a read time do not bring the schema's zod along.
 */
export function articleWordCount(body: readonly { paragraphs: readonly string[]; list?: readonly string[] }[]): number {
  const texts = body.flatMap((section) => [...section.paragraphs, ...(section.list ?? [])]);
  return texts.reduce((words, text) => words + (text.match(/\S+/g)?.length ?? 0), 0);
}
