import { GAME_FRAME_ALLOW, GAME_FRAME_SANDBOX, frameableGameUrl } from "~/lib/game-frame";
import { Card, CardTitle } from "../ui/card";

/** The publish form's live preview (docs/product.md §2): the game in a frame, with its title, category and description. */
export function GamePreview({ title, category, description, gameUrl }: { title: string; category: string; description: string; gameUrl: string }) {
  const url = frameableGameUrl(gameUrl);
  return (
    <Card aria-label="Live preview">
      <CardTitle>Live Preview</CardTitle>
      <div className="mt-4 aspect-video overflow-hidden rounded-xl bg-black">
        {url ? (
          <iframe
            key={url}
            src={url}
            title={`Preview of ${title.trim() || "Untitled Game"}`}
            sandbox={GAME_FRAME_SANDBOX}
            allow={GAME_FRAME_ALLOW}
            className="size-full border-0"
          />
        ) : (
          <p className="flex size-full items-center justify-center px-4 text-center text-sm text-slate-400">Enter a game URL to see preview</p>
        )}
      </div>
      <h3 className="mt-4 text-xl font-bold break-words">{title.trim() || "Untitled Game"}</h3>
      <p className="mt-1 text-sm text-indigo-300">{category || "Not selected"}</p>
      {description.trim() && <p className="mt-3 text-sm whitespace-pre-line text-slate-300">{description}</p>}
    </Card>
  );
}
