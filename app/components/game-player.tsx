import { GAME_FRAME_ALLOW, GAME_FRAME_SANDBOX } from "~/lib/game-frame";

/** A game running in a frame, with the spec's sandbox and permissions. */
export function GamePlayer({ title, gameUrl, className }: { title: string; gameUrl: string; className?: string }) {
  return (
    <iframe
      src={gameUrl}
      title={title}
      sandbox={GAME_FRAME_SANDBOX}
      allow={GAME_FRAME_ALLOW}
      allowFullScreen
      className={className ?? "aspect-video w-full rounded-xl border-0 bg-black"}
    />
  );
}
