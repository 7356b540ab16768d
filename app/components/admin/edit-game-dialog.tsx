import { useState } from "react";
import { useFetcher } from "react-router";
import type { ManagedGame } from "~/lib/managed-game";
import { editGameSchema, firstMessage } from "~/lib/game-form";
import { Button } from "../ui/button";
import { FormErrors } from "../ui/form";
import { PanelDialog } from "./panel-dialog";
import { ThumbnailUpload } from "./thumbnail-upload";
import {
  CategoryField,
  DescriptionField,
  GameUrlField,
  howToPlayValues,
  InstructionsField,
  MobileFriendlyField,
  OrientationField,
  TagsField,
  TitleField,
  gameFormProps,
  typed,
} from "./game-fields";
import type { ActionResult } from "~/lib/action-result";
import { usePanelForm } from "./use-panel-form";
import { useResultToast } from "./use-result-toast";
import { Alert } from "~/components/ui/alert";

/**
 * "Edit Game" (docs/product.md §2, §4): opens with the game's values (and, beyond the
 * first version, replaces the thumbnail with the publish form's upload), Update stays
 * disabled until title, category and game_url are filled, shows "Updating..." while
 * saving, and closes on Cancel or on success (the list then reloads by itself). A field
 * at fault says so under it, checked in the browser and again by the server.
 */
export function EditGameDialog({ game, onClose }: { game: ManagedGame; onClose: () => void }) {
  const fetcher = useFetcher<ActionResult>();
  // The toasts sit behind the modal's backdrop: a failed upload is also said inside the dialog.
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const { form, fields, formErrors } = usePanelForm({
    id: "edit-game",
    schema: editGameSchema,
    result: fetcher.data,
    summary: firstMessage,
    defaultValue: {
      title: game.title,
      description: game.description,
      ...howToPlayValues(game),
      category: game.category,
      gameUrl: game.gameUrl,
      tags: game.tags.join(", "),
    },
    onSubmit: () => setUploadProblem(null),
  });
  // Empty keeps the game's thumbnail; an upload (checked as on publish) replaces it.
  const [thumbnail, setThumbnail] = useState("");
  const updating = fetcher.state !== "idle";
  const complete = [fields.title, fields.category, fields.gameUrl].every((field) => typed(field).trim() !== "");
  useResultToast(fetcher.data, (result) => {
    if (result.ok) onClose();
  });

  return (
    <PanelDialog title="Edit Game" onClose={onClose}>
      <fetcher.Form method="post" {...gameFormProps(form)} className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="update" />
        <input type="hidden" name="id" value={game.id} />
        <TitleField field={fields.title} />
        <DescriptionField field={fields.description} />
        <CategoryField field={fields.category} />
        <GameUrlField field={fields.gameUrl} />
        <ThumbnailUpload
          label="Thumbnail"
          value={thumbnail}
          current={game.thumbnail}
          errors={fields.thumbnail.errors}
          onUploaded={(url) => {
            setUploadProblem(null);
            setThumbnail(url);
          }}
          onFailed={setUploadProblem}
        />
        {uploadProblem && <Alert>{uploadProblem}</Alert>}
        <TagsField field={fields.tags} />
        <InstructionsField field={fields.instructions} />
        <div className="grid gap-4 sm:grid-cols-2">
          <OrientationField field={fields.orientation} />
          <MobileFriendlyField field={fields.mobileFriendly} />
        </div>
        <FormErrors id={form.errorId} errors={formErrors} />
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
