import { useState } from "react";
import { flushSync } from "react-dom";
import { data, useFetcher } from "react-router";
import { toast } from "sonner";
import { AdminErrorBoundary } from "~/components/admin/admin-error-boundary";
import { CategoryField, DescriptionField, GameUrlField, TagsField, TitleField, useFieldValues, withOwnGamePath } from "~/components/admin/game-fields";
import { GamePreview } from "~/components/admin/game-preview";
import { ThumbnailUpload } from "~/components/admin/thumbnail-upload";
import { useResultToast, type ActionResult } from "~/components/admin/use-result-toast";
import { Button } from "~/components/ui/button";
import { Card, CardTitle } from "~/components/ui/card";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { readForm } from "~/lib/form-data";
import { answeredOrUnreachable, revalidatesAfterForm } from "~/lib/server-unreachable";
import { publishGameSchema, firstMessage } from "~/lib/game-form";
import { CatalogInputError, publishGame } from "~/domain/catalog/writes.server";
import { checkPublishForm } from "~/domain/catalog/game-forms.server";
import { actorOf, requireAdmin } from "~/domain/auth/session.server";
import { database } from "~/domain/runtime.server";
import type { Route } from "./+types/publish";

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const viewer = await requireAdmin(request);
  const checked = await checkPublishForm(await readForm(request));
  if (!checked.ok) return data({ ok: false, message: checked.message }, { status: 400 });
  try {
    const game = await publishGame(await database(), checked.input, actorOf(viewer));
    return { ok: true, message: ADMIN_MESSAGES.gamePublished, slug: game.slug };
  } catch (error) {
    if (error instanceof CatalogInputError) return data({ ok: false, message: error.message }, { status: 400 });
    console.error("Publishing a game failed:", error);
    return data({ ok: false, message: ADMIN_MESSAGES.publishFailed }, { status: 500 });
  }
}

/** Sent from the browser: a dropped connection keeps the form and says so. */
export function clientAction({ serverAction }: Route.ClientActionArgs) {
  return answeredOrUnreachable(serverAction);
}

export const shouldRevalidate = revalidatesAfterForm;

const EMPTY = { title: "", description: "", gameUrl: "", category: "", tags: "", thumbnail: "" };

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
          <ThumbnailUpload
            value={fields.thumbnail}
            onUploaded={(thumbnail) => setFields((current) => ({ ...current, thumbnail }))}
          />
          <CategoryField value={fields.category} onChange={change("category")} />
          <TagsField value={fields.tags} onChange={change("tags")} />
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
