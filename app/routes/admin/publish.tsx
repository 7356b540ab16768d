import { useState } from "react";
import { useFetcher } from "react-router";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import {
  CategoryField,
  DescriptionField,
  GameUrlField,
  InstructionsField,
  MobileFriendlyField,
  OrientationField,
  TagsField,
  TitleField,
  gameFormProps,
  typed,
} from "~/components/admin/game-fields";
import { GamePreview } from "~/components/admin/game-preview";
import { ThumbnailUpload } from "~/components/admin/thumbnail-upload";
import { usePanelForm } from "~/components/admin/use-panel-form";
import { useResultToast } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { FormErrors } from "~/components/ui/form";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { readForm } from "~/lib/form-data";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { publishGameSchema, firstMessage } from "~/lib/game-form";
import { publishGame } from "~/domain/catalog/writes.server";
import { answer, catalogWriteRefusal } from "~/domain/web/action-answers.server";
import { done, type ActionResult } from "~/lib/action-result";
import { checkPublishForm } from "~/domain/catalog/game-forms.server";
import { actorOf } from "~/domain/auth/session.server";
import { database } from "~/domain/platform/runtime.server";
import { panelViewer } from "~/domain/auth/admin-guard.server";
import type { Route } from "./+types/publish";

export async function loader() {
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const viewer = panelViewer(context);
  const checked = await checkPublishForm(await readForm(request));
  if (!checked.ok) return answer(checked);
  try {
    const game = await publishGame(await database(), checked.input, actorOf(viewer));
    return answer(done(ADMIN_MESSAGES.gamePublished, { slug: game.slug }));
  } catch (error) {
    return answer(catalogWriteRefusal(error, "Publishing a game", ADMIN_MESSAGES.publishFailed));
  }
}

/** Sent from the browser: a dropped connection keeps the form and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

export default function PublishGame() {
  const fetcher = useFetcher<ActionResult>();
  // A new key empties every field, the file input and the form's messages after a successful publish.
  const [formKey, setFormKey] = useState(0);
  useResultToast(fetcher.data, (result) => {
    if (result.ok) setFormKey((key) => key + 1);
  });
  return <PublishForm key={formKey} fetcher={fetcher} />;
}

function PublishForm({ fetcher }: { fetcher: ReturnType<typeof useFetcher<ActionResult>> }) {
  const { form, fields, formErrors } = usePanelForm({ id: "publish-game", schema: publishGameSchema, result: fetcher.data, summary: firstMessage });
  const [thumbnail, setThumbnail] = useState("");
  const publishing = fetcher.state !== "idle";

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card>
        <CardTitle>Publish Game</CardTitle>
        <fetcher.Form method="post" {...gameFormProps(form)} className="mt-4 space-y-4">
          <TitleField field={fields.title} />
          <DescriptionField field={fields.description} />
          <GameUrlField type="url" field={fields.gameUrl} />
          <ThumbnailUpload value={thumbnail} onUploaded={setThumbnail} errors={fields.thumbnail.errors} />
          <CategoryField field={fields.category} />
          <TagsField field={fields.tags} />
          <InstructionsField field={fields.instructions} />
          <div className="grid gap-4 sm:grid-cols-2">
            <OrientationField field={fields.orientation} />
            <MobileFriendlyField field={fields.mobileFriendly} />
          </div>
          <FormErrors id={form.errorId} errors={formErrors} />
          <Button type="submit" disabled={publishing}>
            {publishing ? "Publishing..." : "Publish Game"}
          </Button>
        </fetcher.Form>
      </Card>
      <GamePreview title={typed(fields.title)} category={typed(fields.category)} description={typed(fields.description)} gameUrl={typed(fields.gameUrl)} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
