import { useRef, useState } from "react";
import { toast } from "sonner";
import type { ActionResult } from "~/lib/action-result";
import { ADMIN_MESSAGES } from "~/lib/admin-messages";
import { ADMIN_PATH } from "~/lib/admin-path";
import { THUMBNAIL_MAX_BYTES, THUMBNAIL_SIZE } from "~/lib/constants";
import { Input } from "../ui/field";
import { FormField, useFieldState } from "../ui/form";

type UploadState = { phase: "idle" } | { phase: "uploading"; percent: number } | { phase: "uploaded" };

export const ACCEPTED_IMAGE_TYPES = "image/png,image/jpeg,image/webp,image/gif,image/avif";

/** The picture's size as the browser decodes it, or null when it cannot. */
async function imageSize(file: File): Promise<{ width: number; height: number } | null> {
  try {
    const bitmap = await createImageBitmap(file);
    const size = { width: bitmap.width, height: bitmap.height };
    bitmap.close();
    return size;
  } catch {
    return null;
  }
}

/** Sends the file with progress; resolves with the server's answer. */
function send(file: File, onProgress: (percent: number) => void): Promise<{ status: number; body: ActionResult<{ url: string }> | null }> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open("POST", `${ADMIN_PATH}/thumbnails`);
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    // A proxy's error page is no JSON: the response is null then.
    request.onload = () => resolve({ status: request.status, body: request.response as ActionResult<{ url: string }> | null });
    request.onerror = () => resolve({ status: 0, body: null });
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/**
 * The thumbnail picker (docs/product.md §4, §5): checked in the browser for a quick
 * answer, uploaded with a progress bar, checked again by the server. On failure the
 * chosen file is cleared.
 */
export function ThumbnailUpload({
  value,
  onUploaded,
  label = "Thumbnail *",
  current,
  onFailed,
  errors,
}: {
  value: string;
  /** The form's messages about the thumbnail it sent (the server no longer holds it), under the picker. */
  errors?: readonly string[];
  onUploaded: (url: string) => void;
  /** Also told each failure's message (a modal dialog shows it inside, above the dimmed toasts). */
  onFailed?: (message: string) => void;
  label?: string;
  /** The picture the game shows now (the edit dialog), until a new one is uploaded. */
  current?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [state, setState] = useState<UploadState>({ phase: "idle" });
  const field = useFieldState(errors);

  function fail(message: string) {
    toast.error(message);
    onFailed?.(message);
    if (input.current) input.current.value = "";
    setState({ phase: "idle" });
  }

  async function onChange(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!file.type.startsWith("image/")) return fail(ADMIN_MESSAGES.selectImage);
    if (file.size > THUMBNAIL_MAX_BYTES) return fail(`The thumbnail is larger than ${THUMBNAIL_MAX_BYTES / 1024 / 1024} MB`);
    const size = await imageSize(file);
    if (!size) return fail(ADMIN_MESSAGES.invalidImage);
    if (size.width !== THUMBNAIL_SIZE || size.height !== THUMBNAIL_SIZE) return fail(ADMIN_MESSAGES.thumbnailSize);
    setState({ phase: "uploading", percent: 0 });
    const { status, body } = await send(file, (percent) => setState({ phase: "uploading", percent }));
    // Status 0: no answer arrived (offline, a dropped connection).
    if (status === 0) return fail(ADMIN_MESSAGES.thumbnailUnreachable);
    if (!body?.ok) return fail(status === 400 && body?.message ? body.message : ADMIN_MESSAGES.thumbnailFailed);
    setState({ phase: "uploaded" });
    onUploaded(body.url);
    toast.success(ADMIN_MESSAGES.thumbnailUploaded);
  }

  return (
    <div className="space-y-2">
      <FormField field={field} label={label} description="A 1080x1080 pixel image (PNG, JPEG, WebP, GIF or AVIF), at most 5 MB.">
        {(control) => (
          <Input
            ref={input}
            {...control}
            type="file"
            accept={ACCEPTED_IMAGE_TYPES}
            disabled={state.phase === "uploading"}
            onChange={(event) => void onChange(event)}
            className="h-auto py-1.5 file:mr-3 file:rounded-md file:border-0 file:bg-white/10 file:px-3 file:py-1 file:text-slate-100"
          />
        )}
      </FormField>
      <input type="hidden" name="thumbnail" value={value} />
      {state.phase === "uploading" && (
        <progress max={100} value={state.percent} aria-label="Uploading thumbnail" className="h-2 w-full accent-indigo-400">
          {state.percent}%
        </progress>
      )}
      {value && state.phase !== "uploading" && <img src={value} alt="Uploaded thumbnail" width={96} height={96} className="size-24 rounded-lg object-cover" />}
      {!value && current && state.phase !== "uploading" && (
        <img src={current} alt="Current thumbnail" width={96} height={96} className="size-24 rounded-lg object-cover" />
      )}
    </div>
  );
}
