import { useState } from "react";
import { data } from "react-router";
import { GamePlayer } from "~/components/game-player";
import { formatPlaysInMillions } from "~/lib/format";
import { siteNameFrom } from "~/lib/site";
import { gameBySlug } from "~/server/games.server";
import { database } from "~/server/runtime.server";
import type { Route } from "./+types/game";

export function meta({ data: loaderData, matches }: Route.MetaArgs) {
  const siteName = siteNameFrom(matches);
  const game = loaderData?.game;
  if (!game) return [{ title: `Game not found - ${siteName}` }];
  return [
    { title: `${game.title} - Play Free Online - ${siteName}` },
    { name: "description", content: game.description },
  ];
}

export async function loader({ params }: Route.LoaderArgs) {
  const game = await gameBySlug(await database(), params.slug);
  if (!game) return data({ game: null }, { status: 404 });
  return { game };
}

export default function GamePage({ loaderData: { game } }: Route.ComponentProps) {
  const [playing, setPlaying] = useState(false);
  if (!game) {
    return (
      <section className="mx-auto max-w-xl px-4 py-24 text-center">
        <h1 className="text-3xl font-bold">Game not found</h1>
      </section>
    );
  }
  return (
    <article className="mx-auto max-w-5xl px-4 py-8">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{game.title}</h1>
      <p className="mt-2 text-sm text-slate-400">
        {game.category} · ★ {game.rating.toFixed(1)} · {formatPlaysInMillions(game.plays)} plays
        {game.developer && ` · by ${game.developer}`}
      </p>
      <div className="mt-6">
        {playing ? (
          <GamePlayer title={game.title} gameUrl={game.gameUrl} />
        ) : (
          <div className="relative">
            <img
              src={game.thumbnail}
              alt=""
              width={1080}
              height={1080}
              fetchPriority="high"
              className="aspect-video w-full rounded-xl object-cover"
            />
            <button
              type="button"
              onClick={() => setPlaying(true)}
              className="absolute inset-0 m-auto h-14 w-44 rounded-full bg-indigo-500 text-lg font-bold text-white shadow-lg hover:bg-indigo-400"
            >
              Play Now
            </button>
          </div>
        )}
      </div>
      <p className="mt-6 leading-relaxed text-slate-300">{game.description}</p>
      {game.tags.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
          {game.tags.map((tag) => (
            <li key={tag} className="rounded-full bg-white/5 px-3 py-1 text-xs text-slate-300">
              {tag}
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
