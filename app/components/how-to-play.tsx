import RectangleHorizontal from "lucide-react/icons/rectangle-horizontal";
import RectangleVertical from "lucide-react/icons/rectangle-vertical";
import Smartphone from "lucide-react/icons/smartphone";
import type { GameDetail } from "~/lib/game";

/** "Mobile friendly", "Landscape", "Portrait": only what is known of the game is shown. */
export function GameBadges({ game }: { game: Pick<GameDetail, "orientation" | "mobileFriendly"> }) {
  const badges = [
    game.mobileFriendly === true && { label: "Mobile friendly", Icon: Smartphone },
    game.orientation === "landscape" && { label: "Landscape", Icon: RectangleHorizontal },
    game.orientation === "portrait" && { label: "Portrait", Icon: RectangleVertical },
  ].filter((badge) => badge !== false);
  if (badges.length === 0) return null;
  return (
    <ul className="mt-3 flex flex-wrap gap-2" aria-label="Badges">
      {badges.map(({ label, Icon }) => (
        <li key={label} className="flex items-center gap-1.5 rounded-full bg-indigo-500/15 px-3 py-1 text-xs font-semibold text-indigo-200">
          <Icon aria-hidden className="size-3.5" />
          {label}
        </li>
      ))}
    </ul>
  );
}

/** The game's own words on its controls and goal, as given (line breaks kept). */
export function HowToPlay({ instructions }: { instructions: string }) {
  if (!instructions.trim()) return null;
  return (
    <section aria-labelledby="how-to-play" className="mt-6 rounded-xl bg-white/5 p-4">
      <h2 id="how-to-play" className="text-lg font-bold">
        How to Play
      </h2>
      <p className="mt-2 whitespace-pre-line leading-relaxed text-slate-300">{instructions}</p>
    </section>
  );
}
