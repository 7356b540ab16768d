/** The fields the publish form and the edit dialog share, each labelled as docs/product.md names it. */
import { useState } from "react";
import { PUBLISH_CATEGORIES } from "~/lib/categories";
import type { GameDetail } from "~/lib/game";
import { DESCRIPTION_MAX, INSTRUCTIONS_MAX, TITLE_MAX, URL_MAX, ownGamePath } from "~/lib/game-form";
import { Field, Input, Select, Textarea } from "../ui/field";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** Controlled form values, with one change handler per field. */
export function useFieldValues<T extends Record<string, string>>(initial: T) {
  const [values, setValues] = useState(initial);
  const change = (name: keyof T) => (event: React.ChangeEvent<Control>) => setValues((current) => ({ ...current, [name]: event.target.value }));
  return { values, setValues, change };
}

interface FieldProps {
  value: string;
  onChange: (event: React.ChangeEvent<Control>) => void;
  onBlur?: () => void;
}

/**
 * One of our own games typed as a full URL of this site (`https://<site>/games/x/`) is
 * sent as its path, as the server stores it (which does the same against SITE_URL).
 */
export function withOwnGamePath<T extends { gameUrl: string }>(fields: T): T {
  const path = ownGamePath(fields.gameUrl, window.location.host);
  return path ? { ...fields, gameUrl: path } : fields;
}

export function TitleField(props: FieldProps) {
  return <Field label="Title *">{(id) => <Input id={id} name="title" required maxLength={TITLE_MAX} {...props} />}</Field>;
}

export function DescriptionField(props: FieldProps) {
  return <Field label="Description">{(id) => <Textarea id={id} name="description" maxLength={DESCRIPTION_MAX} {...props} />}</Field>;
}

/** `type="url"` where only web addresses are typed (publish); the edit dialog also shows our own /games/ paths. */
export function GameUrlField({ type = "text", ...props }: FieldProps & { type?: "url" | "text" }) {
  return (
    <Field label="Game URL *">
      {(id) => <Input id={id} name="gameUrl" type={type} required maxLength={URL_MAX} placeholder={type === "url" ? "https://" : undefined} {...props} />}
    </Field>
  );
}

export function CategoryField(props: FieldProps) {
  return (
    <Field label="Category *">
      {(id) => (
        <Select id={id} name="category" required {...props}>
          <option value="">Select a category</option>
          {PUBLISH_CATEGORIES.map((category) => (
            <option key={category}>{category}</option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function TagsField(props: FieldProps) {
  return (
    <Field label="Tags" hint="Separate tags with commas, e.g. multiplayer, io, shooter">
      {(id) => <Input id={id} name="tags" {...props} />}
    </Field>
  );
}

function InstructionsField(props: FieldProps) {
  return (
    <Field label="How to play" hint={`Controls and goal, shown on the game page (optional, up to ${INSTRUCTIONS_MAX} characters)`}>
      {(id) => <Textarea id={id} name="instructions" maxLength={INSTRUCTIONS_MAX} {...props} />}
    </Field>
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
function OrientationField(props: FieldProps) {
  return <Field label="Orientation">{(id) => <Select id={id} name="orientation" options={ORIENTATION_OPTIONS} {...props} />}</Field>;
}

function MobileFriendlyField(props: FieldProps) {
  return <Field label="Mobile friendly">{(id) => <Select id={id} name="mobileFriendly" options={MOBILE_FRIENDLY_OPTIONS} {...props} />}</Field>;
}

/** A game's how-to-play facts as the form's fields hold them. */
export function howToPlayValues(game: Pick<GameDetail, "instructions" | "orientation" | "mobileFriendly">) {
  return {
    instructions: game.instructions,
    orientation: game.orientation ?? "",
    mobileFriendly: game.mobileFriendly === null ? "" : game.mobileFriendly ? "yes" : "no",
  };
}

type HowToPlayValues = ReturnType<typeof howToPlayValues>;

/** How to play, then orientation and mobile friendliness side by side, in the publish and edit forms. */
export function HowToPlayFields({ values, change }: { values: HowToPlayValues; change: (name: keyof HowToPlayValues) => FieldProps["onChange"] }) {
  return (
    <>
      <InstructionsField value={values.instructions} onChange={change("instructions")} />
      <div className="grid gap-4 sm:grid-cols-2">
        <OrientationField value={values.orientation} onChange={change("orientation")} />
        <MobileFriendlyField value={values.mobileFriendly} onChange={change("mobileFriendly")} />
      </div>
    </>
  );
}
