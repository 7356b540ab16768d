import { useState } from "react";
import { flushSync } from "react-dom";
import { useFetcher } from "react-router";
import type { ManagedGame } from "~/lib/managed-game";
import { Button } from "../ui/button";
import { PanelDialog } from "./panel-dialog";
import { ThumbnailUpload } from "./thumbnail-upload";
import {
  CategoryField,
  DescriptionField,
  GameUrlField,
  howToPlayValues,
  HowToPlayFields,
  TagsField,
  TitleField,
  useFieldValues,
  withOwnGamePath,
} from "./game-fields";
import type { ActionResult } from "~/lib/action-result";
import { useResultToast } from "./use-result-toast";
import { Alert } from "~/components/ui/alert";

/**
 * "Edit Game" (docs/product.md §2, §4): opens with the game's values (and, beyond the
 * first version, replaces the thumbnail with the publish form's upload), Update stays
 * disabled until title, category and game_url are filled, shows "Updating..." while
 * saving, and closes on Cancel or on success (the list then reloads by itself).
 */
export function EditGameDialog({ game, onClose }: { game: ManagedGame; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  const {
    values: fields,
    setValues: setFields,
    change,
  } = useFieldValues({
    title: game.title,
    description: game.description,
    ...howToPlayValues(game),
    category: game.category,
    gameUrl: game.gameUrl,
    tags: game.tags.join(", "),
    // Empty keeps the game's thumbnail; an upload (checked as on publish) replaces it.
    thumbnail: "",
  });
  const updating = fetcher.state !== "idle";
  const complete = [fields.title, fields.category, fields.gameUrl].every((value) => value.trim() !== "");

  // The toasts sit behind the modal's backdrop: a failure is also said inside the dialog.
  const [problem, setProblem] = useState<string | null>(null);
  useResultToast(fetcher.data, (result) => (result.ok ? onClose() : setProblem(result.message ?? null)));

  return (
    <PanelDialog title="Edit Game" onClose={onClose}>
      <fetcher.Form
        method="post"
        className="mt-4 space-y-4"
        onSubmit={() => {
          setProblem(null);
          const sent = withOwnGamePath(fields);
          // The form's data is read from the page right after this handler: show the path first.
          if (sent !== fields) flushSync(() => setFields(sent));
        }}
      >
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={game.id} />
        <TitleField value={fields.title} onChange={change("title")} />
        <DescriptionField value={fields.description} onChange={change("description")} />
        <CategoryField value={fields.category} onChange={change("category")} />
        <GameUrlField value={fields.gameUrl} onChange={change("gameUrl")} onBlur={() => setFields(withOwnGamePath)} />
        <ThumbnailUpload
          label="Thumbnail"
          value={fields.thumbnail}
          current={game.thumbnail}
          onUploaded={(thumbnail) => {
            setProblem(null);
            setFields((current) => ({ ...current, thumbnail }));
          }}
          onFailed={setProblem}
        />
        {problem && <Alert>{problem}</Alert>}
        <TagsField value={fields.tags} onChange={change("tags")} />
        <HowToPlayFields values={fields} change={change} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={!complete || updating}>
            {updating ? "Updating..." : "Update"}
          </Button>
        </div>
      </fetcher.Form>
    </PanelDialog>
  );
}
