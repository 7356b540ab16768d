import { useState } from "react";
import { flushSync } from "react-dom";
import { useFetcher } from "react-router";
import { toast } from "sonner";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import {
  CategoryField,
  DescriptionField,
  GameUrlField,
  HowToPlayFields,
  TagsField,
  TitleField,
  useFieldValues,
  withOwnGamePath,
} from "~/components/admin/game-fields";
import { GamePreview } from "~/components/admin/game-preview";
import { ThumbnailUpload } from "~/components/admin/thumbnail-upload";
import { useResultToast } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { readForm } from "~/lib/form-data";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { publishGameSchema, firstMessage } from "~/lib/game-form";
import { publishGame } from "~/domain/catalog/writes.server";
import { answer, catalogWriteRefusal } from "~/domain/web/action-answers.server";
import { done, type ActionResult } from "~/lib/action-result";
import { checkPublishForm } from "~/domain/catalog/game-forms.server";
import { actorOf, requireAdmin } from "~/domain/auth/session.server";
import { database } from "~/domain/platform/runtime.server";
import type { Route } from "./+types/publish";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
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

const EMPTY = { title: "", description: "", instructions: "", orientation: "", mobileFriendly: "", gameUrl: "", category: "", tags: "", thumbnail: "" };

export default function PublishGame() {
  const fetcher = useFetcher<ActionResult>();
  const { values: fields, setValues: setFields, change } = useFieldValues(EMPTY);
  // A new key empties the file input and every field after a successful publish.
  const [formKey, setFormKey] = useState(0);
  const publishing = fetcher.state !== "idle";
  useResultToast(fetcher.data, (result) => {
    if (!result.ok) return;
    setFields(EMPTY);
    setFormKey((key) => key + 1);
  });

  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const sent = withOwnGamePath(fields);
    // The form's data is read from the page right after this handler: show the path first.
    if (sent !== fields) flushSync(() => setFields(sent));
    const parsed = publishGameSchema.safeParse(sent);
    if (!parsed.success) {
      event.preventDefault();
      toast.error(firstMessage(parsed.error));
    }
  }

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Card>
        <CardTitle>Publish Game</CardTitle>
        <fetcher.Form key={formKey} method="post" onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <TitleField value={fields.title} onChange={change("title")} />
          <DescriptionField value={fields.description} onChange={change("description")} />
          <GameUrlField type="url" value={fields.gameUrl} onChange={change("gameUrl")} onBlur={() => setFields(withOwnGamePath)} />
          <ThumbnailUpload value={fields.thumbnail} onUploaded={(thumbnail) => setFields((current) => ({ ...current, thumbnail }))} />
          <CategoryField value={fields.category} onChange={change("category")} />
          <TagsField value={fields.tags} onChange={change("tags")} />
          <HowToPlayFields values={fields} change={change} />
          <Button type="submit" disabled={publishing}>
            {publishing ? "Publishing..." : "Publish Game"}
          </Button>
        </fetcher.Form>
      </Card>
      <GamePreview title={fields.title} category={fields.category} description={fields.description} gameUrl={fields.gameUrl} />
    </div>
  );
}

export function ErrorBoundary() {
  return <AdminErrorBoundary />;
}
