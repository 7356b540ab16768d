import { z } from "zod";
import { PUBLISH_CATEGORIES } from "./categories";
import { GAME_ORIENTATIONS, INSTRUCTIONS_MAX } from "../../content/catalog/game-rules";
import { ADMIN_MESSAGES } from "./admin-messages";
import { GAME_URL_MESSAGES, gameUrlProblem } from "./game-url";
import { blockText, lineText } from "./visible-text";

export { GAME_URL_MESSAGES, OWN_GAME_PATH, gameUrlProblem, ownGamePath, type GameUrlProblem } from "./game-url";

// Without this, zod probes for eval with `new Function` in the admin's browser, which the
// Content-Security-Policy refuses and reports as a violation on every admin page.
z.config({ jitless: true });

/**
 * The publish and edit forms' rules, run by the form in the browser (Conform's
 * `parseWithZod`, on blur and on submit) for each field's messages and by the action for
 * the real check, read the same way (the host allow-list is the server's alone).
 */

export const TITLE_MAX = 120;
export const DESCRIPTION_MAX = 5000;
export { INSTRUCTIONS_MAX };
export const URL_MAX = 2048;
export const TAGS_MAX = 20;
export const TAG_MAX = 40;

/** Tags (docs/product.md §5): split on commas, trimmed, what cannot be seen dropped (visible-text.ts), empty entries dropped. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(",")
    .map((tag) => lineText(tag).toLowerCase())
    .filter((tag) => tag.length > 0);
  return [...new Set(tags)];
}

/** A one-line field that must be filled: a title made only of invisible characters is empty. */
const requiredText = (max: number) =>
  z
    .string({ error: ADMIN_MESSAGES.fillRequiredFields })
    .overwrite(lineText)
    .min(1, ADMIN_MESSAGES.fillRequiredFields)
    .max(max, `Keep this under ${max} characters`);

const gameUrl = z
  .string({ error: ADMIN_MESSAGES.fillRequiredFields })
  .trim()
  .min(1, ADMIN_MESSAGES.fillRequiredFields)
  .max(URL_MAX, `Keep this under ${URL_MAX} characters`)
  .superRefine((value, ctx) => {
    const problem = gameUrlProblem(value);
    if (problem) ctx.addIssue({ code: "custom", message: GAME_URL_MESSAGES[problem] });
  });

const category = z.enum(PUBLISH_CATEGORIES, { error: ADMIN_MESSAGES.fillRequiredFields });

const tagLimits = z
  .array(z.string())
  .refine((list) => list.length <= TAGS_MAX, `Use at most ${TAGS_MAX} tags`)
  .refine((list) => list.every((tag) => tag.length <= TAG_MAX), `Keep each tag under ${TAG_MAX} characters`);

const tags = z
  .string()
  .max(TAGS_MAX * (TAG_MAX + 2))
  .default("")
  .transform(parseTags)
  .pipe(tagLimits);

/** Tags given as a list (a catalog file), read as the form reads them and held to its limits. */
export const tagListSchema = z
  .array(z.string().max(TAG_MAX * 4))
  .max(TAGS_MAX * 4)
  .transform((list) => parseTags(list.join(",")))
  .pipe(tagLimits);

const description = z.string().overwrite(blockText).max(DESCRIPTION_MAX, `Keep the description under ${DESCRIPTION_MAX} characters`).default("");

const instructions = z.string().overwrite(blockText).max(INSTRUCTIONS_MAX, `Keep How to play under ${INSTRUCTIONS_MAX} characters`).default("");

/** The form's choice for a fact that may not be known: "" is unknown (null). */
const unknownAsNull = (value: string) => (value === "" ? null : value);

const orientation = z
  .string()
  .default("")
  .transform(unknownAsNull)
  .pipe(z.enum(GAME_ORIENTATIONS, { error: "Choose Landscape, Portrait or Not known for the orientation" }).nullable());

/** "yes", "no", or "" for not known. */
const mobileFriendly = z
  .enum(["", "yes", "no"], { error: "Choose Yes, No or Not known for mobile friendly" })
  .default("")
  .transform((value) => (value === "" ? null : value === "yes"));

/** How to play and the screen facts: the same on the publish and edit forms. */
const howToPlay = { instructions, orientation, mobileFriendly };

/** Publish form: title, description, gameUrl, thumbnail, category, tags, and how to play. */
export const publishGameSchema = z.object({
  title: requiredText(TITLE_MAX),
  description,
  ...howToPlay,
  gameUrl,
  // Labelled required but not enforced (docs/product.md §5): a game without one shows the placeholder.
  thumbnail: z.string().trim().max(URL_MAX).default(""),
  category,
  tags,
});

/**
 * Edit form: title, description, category, game_url, tags, and (beyond the first version (docs/product.md §10)) a new
 * thumbnail uploaded as on publish; empty keeps the game's own.
 */
export const editGameSchema = z.object({
  id: z.string().trim().min(1).max(100),
  title: requiredText(TITLE_MAX),
  description,
  ...howToPlay,
  gameUrl,
  category,
  tags,
  thumbnail: z.string().trim().max(URL_MAX).default(""),
});

type HowToPlayFields = keyof typeof howToPlay;
/** What may leave how to play out (a catalog file, a command): none given, as an empty form has it. */
type HowToPlayOptional<T extends Record<HowToPlayFields, unknown>> = Omit<T, HowToPlayFields> & Partial<Pick<T, HowToPlayFields>>;

export type PublishGameInput = HowToPlayOptional<z.infer<typeof publishGameSchema>>;
/** An edit without how to play keeps the game's. */
export type EditGameInput = HowToPlayOptional<z.infer<typeof editGameSchema>>;

/**
 * The message a refused form leads with, its toast (docs/product.md §8), given each field's
 * messages in the form's order (as Conform's `parseWithZod` gives them): a required field
 * left empty first, else the first field's first message.
 */
export function firstMessage(errors: Readonly<Record<string, readonly string[] | null | undefined>>): string {
  const messages = Object.values(errors).flatMap((list) => list ?? []);
  return messages.find((message) => message === ADMIN_MESSAGES.fillRequiredFields) ?? messages[0] ?? ADMIN_MESSAGES.fillRequiredFields;
}
