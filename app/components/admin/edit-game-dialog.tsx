import { useEffect, useId, useRef, useState } from "react";
import { useFetcher } from "react-router";
import { PUBLISH_CATEGORIES } from "~/lib/categories";
import { DESCRIPTION_MAX, TITLE_MAX, URL_MAX } from "~/lib/game-form";
import type { ManagedGame } from "~/server/admin/catalog-admin.server";
import { Button } from "../ui/button";
import { Field, Input, Select, Textarea } from "../ui/field";
import { useResultToast, type ActionResult } from "./use-result-toast";

/**
 * "Edit Game" (spec sections 2 and 4): opens with the game's values, Update stays
 * disabled until title, category and game_url are filled, shows "Updating..." while
 * saving, and closes on Cancel or on success (the list then reloads by itself).
 */
export function EditGameDialog({ game, onClose }: { game: ManagedGame; onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const fetcher = useFetcher<ActionResult>();
  const [fields, setFields] = useState({
    title: game.title,
    description: game.description,
    category: game.category,
    gameUrl: game.gameUrl,
    tags: game.tags.join(", "),
  });
  const updating = fetcher.state !== "idle";
  const complete = [fields.title, fields.category, fields.gameUrl].every((value) => value.trim() !== "");

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    return () => element?.close();
  }, []);
  useResultToast(fetcher.data, (result) => result.ok && onClose());

  const set = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setFields((current) => ({ ...current, [name]: event.target.value }));

  return (
    <dialog
      ref={dialog}
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className="m-auto w-[min(94vw,36rem)] rounded-2xl border border-white/10 bg-slate-900 p-6 text-slate-100 shadow-2xl backdrop:bg-black/70"
    >
      <h2 id={titleId} className="text-xl font-bold">
        Edit Game
      </h2>
      <fetcher.Form method="post" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={game.id} />
        <Field label="Title *">
          {(id) => <Input id={id} name="title" required maxLength={TITLE_MAX} value={fields.title} onChange={set("title")} />}
        </Field>
        <Field label="Description">
          {(id) => <Textarea id={id} name="description" maxLength={DESCRIPTION_MAX} value={fields.description} onChange={set("description")} />}
        </Field>
        <Field label="Category *">
          {(id) => (
            <Select id={id} name="category" required value={fields.category} onChange={set("category")}>
              <option value="">Select a category</option>
              {PUBLISH_CATEGORIES.map((category) => (
                <option key={category}>{category}</option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Game URL *">
          {(id) => <Input id={id} name="gameUrl" required maxLength={URL_MAX} value={fields.gameUrl} onChange={set("gameUrl")} />}
        </Field>
        <Field label="Tags" hint="Separate tags with commas">
          {(id) => <Input id={id} name="tags" value={fields.tags} onChange={set("tags")} />}
        </Field>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete || updating}>
            {updating ? "Updating..." : "Update"}
          </Button>
        </div>
      </fetcher.Form>
    </dialog>
  );
}
