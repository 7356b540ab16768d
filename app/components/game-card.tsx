import { Link } from "react-router";
import type { GameCard as Game } from "~/lib/game";

export function GameCard({ game, eager = false }: { game: Game; eager?: boolean }) {
  return (
    <Link
      to={`/game/${game.slug}`}
      className="group relative block overflow-hidden rounded-xl bg-slate-800 ring-1 ring-white/10 transition hover:ring-indigo-400"
    >
      <img
        src={game.thumbnail}
        alt=""
        width={1080}
        height={1080}
        loading={eager ? "eager" : "lazy"}
        decoding="async"
        className="aspect-square w-full object-cover transition group-hover:scale-105"
      />
      <span className="absolute inset-0 flex items-center justify-center bg-black/50 opacity-0 transition group-hover:opacity-100">
        <span className="rounded-full bg-indigo-500 px-4 py-2 text-sm font-semibold text-white">Play</span>
      </span>
      <span className="block truncate px-3 py-2 text-sm font-medium text-white">{game.title}</span>
    </Link>
  );
}
