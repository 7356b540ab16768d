/**
 * The fields the publish form and the edit dialog share, each labelled as docs/product.md
 * names it, held by the form's Conform fields: each shows its messages under it.
 */
import { getFormProps, getInputProps, getSelectProps, getTextareaProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { PUBLISH_CATEGORIES } from "~/lib/categories";
import type { GameDetail } from "~/lib/game";
import { DESCRIPTION_MAX, INSTRUCTIONS_MAX, TITLE_MAX, URL_MAX, ownGamePath } from "~/lib/game-form";
import { Input, Select, Textarea } from "../ui/field";
import { FormField } from "../ui/form";

/** One of the form's fields, as Conform's `useForm` gives it. */
export type GameField = FieldMetadata<string | undefined>;

/** The control's own props (name, value); the field gives the ids and ARIA (FormField). */
const NO_ARIA = { ariaAttributes: false } as const;

/** A field's current text: what is typed, as Conform last read it ("" for nothing). */
export const typed = (field: GameField) => (typeof field.value === "string" ? field.value : "");

/**
 * One of our own games typed as a full URL of this site (`https://<site>/games/x/`) is
 * sent as its path, as the server stores it (which does the same against SITE_URL): the
 * game URL control of `form` is rewritten in place, before the form is read.
 */
export function toOwnGamePath(form: HTMLFormElement | null) {
  const control = form?.elements.namedItem("gameUrl");
  if (!(control instanceof HTMLInputElement)) return;
  const path = ownGamePath(control.value, window.location.host);
  if (path) control.value = path;
}

/** The game form's own props: Conform's, with the game URL made a path before Conform reads the form. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form of game fields: publish's and edit's schemas differ.
export function gameFormProps(form: FormMetadata<any, string[]>) {
  return {
    ...getFormProps(form),
    onSubmit(event: React.FormEvent<HTMLFormElement>) {
      // The form's data is read from the page by Conform, then by the fetcher: the path first.
      toOwnGamePath(event.currentTarget);
      form.onSubmit(event);
    },
  };
}

export function TitleField({ field }: { field: GameField }) {
  return (
    <FormField field={field} label="Title *">
      {(control) => <Input {...getInputProps(field, { type: "text", ...NO_ARIA })} {...control} required maxLength={TITLE_MAX} />}
    </FormField>
  );
}

export function DescriptionField({ field }: { field: GameField }) {
  return (
    <FormField field={field} label="Description">
      {(control) => <Textarea {...getTextareaProps(field, NO_ARIA)} {...control} maxLength={DESCRIPTION_MAX} />}
    </FormField>
  );
}

/** `type="url"` where only web addresses are typed (publish); the edit dialog also shows our own /games/ paths. */
export function GameUrlField({ field, type = "text" }: { field: GameField; type?: "url" | "text" }) {
  return (
    <FormField field={field} label="Game URL *">
      {(control) => (
        <Input
          {...getInputProps(field, { type, ...NO_ARIA })}
          {...control}
          required
          maxLength={URL_MAX}
          placeholder={type === "url" ? "https://" : undefined}
          // Before the field is checked (Conform checks it as focus leaves it).
          onBlur={(event) => toOwnGamePath(event.currentTarget.form)}
        />
      )}
    </FormField>
  );
}

export function CategoryField({ field }: { field: GameField }) {
  return (
    <FormField field={field} label="Category *">
      {(control) => (
        <Select {...getSelectProps(field, NO_ARIA)} {...control} required>
          <option value="">Select a category</option>
          {PUBLISH_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </Select>
      )}
    </FormField>
  );
}

export function TagsField({ field }: { field: GameField }) {
  return (
    <FormField field={field} label="Tags" description="Separate tags with commas, e.g. multiplayer, io, shooter">
      {(control) => <Input {...getInputProps(field, { type: "text", ...NO_ARIA })} {...control} />}
    </FormField>
  );
}

export function InstructionsField({ field }: { field: GameField }) {
  return (
    <FormField field={field} label="How to play" description={`Controls and goal, shown on the game page (optional, up to ${INSTRUCTIONS_MAX} characters)`}>
      {(control) => <Textarea {...getTextareaProps(field, NO_ARIA)} {...control} maxLength={INSTRUCTIONS_MAX} />}
    </FormField>
  );
}

const ORIENTATION_OPTIONS = [
  { value: "", label: "Not known" },
  { value: "landscape", label: "Landscape" },
  { value: "portrait", label: "Portrait" },
];

const MOBILE_FRIENDLY_OPTIONS = [
  { value: "", label: "Not known" },
  { value: "yes", label: "Yes" },
  { value: "no", label: "No" },
];

/** The game page shows a badge only for what is known: "Not known" is the empty choice. */
export function OrientationField({ field }: { field: GameField }) {
  return (
    <FormField field={field} label="Orientation">
      {(control) => <Select {...getSelectProps(field, NO_ARIA)} {...control} options={ORIENTATION_OPTIONS} />}
    </FormField>
  );
}

export function MobileFriendlyField({ field }: { field: GameField }) {
  return (
    <FormField field={field} label="Mobile friendly">
      {(control) => <Select {...getSelectProps(field, NO_ARIA)} {...control} options={MOBILE_FRIENDLY_OPTIONS} />}
    </FormField>
  );
}

/** A game's how-to-play facts as the form's fields hold them. */
export function howToPlayValues(game: Pick<GameDetail, "instructions" | "orientation" | "mobileFriendly">) {
  return {
    instructions: game.instructions,
    orientation: game.orientation ?? "",
    mobileFriendly: game.mobileFriendly === null ? "" : game.mobileFriendly ? "yes" : "no",
  };
}
