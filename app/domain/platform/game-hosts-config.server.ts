/**
 * Where published games may come from, and what the server may fetch (ALLOWED_GAME_HOSTS,
 * ALLOW_PRIVATE_FETCH): read by readServerConfig (config.server.ts).
 */
import { z } from "zod";
import { flag, list, refuse } from "./config-schema.server";

/**
 * The game sites a game may be published from when ALLOWED_GAME_HOSTS is unset: the
 * distributors and studios the portal started with. A list of its own, so that editing the
 * seed catalog never widens what the panel accepts or what the page's CSP lets frame.
 */
export const DEFAULT_ALLOWED_GAME_HOSTS: readonly string[] = [
  "1v1.lol",
  "adarkroom.doublespeakgames.com",
  "agar.io",
  "arras.io",
  "basketbros.io",
  "bloxd.io",
  "bonk.io",
  "candybox2.github.io",
  "cardgames.io",
  "classic.minecraft.net",
  "codenames.game",
  "dan-ball.jp",
  "deeeep.io",
  "devast.io",
  "diep.io",
  "dominion.games",
  "ev.io",
  "florr.io",
  "garticphone.com",
  "generals.io",
  "hole-io.com",
  "jstris.jezevec10.com",
  "kirka.io",
  "krunker.io",
  "lichess.org",
  "littlealchemy2.com",
  "littlebigsnake.com",
  "lordz.io",
  "mapstd.com",
  "moomoo.io",
  "mope.io",
  "narrow.one",
  "orteil.dashnet.org",
  "paper-io.com",
  "play.typeracer.com",
  "play2048.co",
  "poki.com",
  "powerline.io",
  "quickdraw.withgoogle.com",
  "sandboxels.r74n.com",
  "sandspiel.club",
  "shellshock.io",
  "skribbl.io",
  "slither.io",
  "slowroads.io",
  "smashkarts.io",
  "snowball.io",
  "starve.io",
  "taming.io",
  "tanktrouble.com",
  "territorial.io",
  "tetr.io",
  "venge.io",
  "worldofsolitaire.com",
  "wormate.io",
  "www.coolmathgames.com",
  "www.crazygames.com",
  "www.decisionproblem.com",
  "www.foddy.net",
  "www.geo-fs.com",
  "www.geoguessr.com",
  "www.google.com",
  "www.haxball.com",
  "www.kodub.com",
  "www.lexaloffle.com",
  "www.linerider.com",
  "www.nytimes.com",
  "www.y8.com",
  "yohoho.io",
  "yorg.io",
  "zombs.io",
  "zombsroyale.io",
];

export const gameHostSettings = z
  .object({
    /** "a.com, *.b.com" -> ["a.com", "*.b.com"]; a host is a name with an optional port. */
    ALLOWED_GAME_HOSTS: list(",", (host) => host.toLowerCase()).transform((hosts, ctx): readonly string[] => {
      const bad = hosts.find((host) => !/^(\*\.)?[a-z0-9]([a-z0-9.-]*[a-z0-9])?(:\d{1,5})?$/.test(host));
      if (bad) {
        return refuse(ctx, `holds "${bad}", which is not a host name: list hosts separated by commas, e.g. "krunker.io, *.crazygames.com".`);
      }
      return hosts.length > 0 ? hosts : DEFAULT_ALLOWED_GAME_HOSTS;
    }),
    ALLOW_PRIVATE_FETCH: flag,
  })
  .transform((env) => ({ allowedGameHosts: env.ALLOWED_GAME_HOSTS, allowPrivateFetch: env.ALLOW_PRIVATE_FETCH }));
