import { useSyncExternalStore } from "react";
import { VISITOR_SHELF_LIMIT } from "./constants";
import { isValidSlug, type GameCard } from "./game";
import { gameUrlProblem } from "./game-url";

/**
 * A visitor's own shelves, Continue Playing and Your Favorites, kept in this browser's
 * localStorage and never sent anywhere: no account, no cookie, and the cached pages stay
 * the same for everyone. Not a `.client.ts` module: the hearts render on the server too,
 * where every shelf is empty (the hooks' server snapshot), and the browser fills them in
 * after hydration.
 */

/** What a shelf keeps of a game: enough to draw its card without asking the server. */
export type ShelfGame = Pick<GameCard, "slug" | "title" | "thumbnail" | "gameUrl" | "category">;

export type ShelfName = "recentlyPlayed" | "favorites";

const STORAGE_KEYS: Record<ShelfName, string> = {
  recentlyPlayed: "zowii_recently_played",
  favorites: "zowii_favorites",
};

// Generous bounds over what the game forms allow (lib/game-form.ts, which would bring its
// validation library to every page): they only keep a tampered entry from drawing a wall of text.
const TEXT_MAX = 200;
const ADDRESS_MAX = 2048;

/** Thumbnails are the portal's own paths or http(s) images: never javascript:, data: or `//elsewhere`. */
const IMAGE_ADDRESS = /^(?:\/(?![/\\])|https?:\/\/)/i;

const isText = (value: unknown, max: number): value is string => typeof value === "string" && value.length <= max;

/**
 * The fields a shelf keeps, or null when `value` is not a game the portal could have shown.
 * Storage is anyone's to edit (another script, an extension, the visitor), so what is read
 * back meets the same rules as a catalog game before a card draws it.
 */
export function toShelfGame(value: unknown): ShelfGame | null {
  const { slug, title, thumbnail, gameUrl, category } = (value ?? {}) as Record<string, unknown>;
  const valid =
    isText(slug, TEXT_MAX) &&
    isValidSlug(slug) &&
    isText(title, TEXT_MAX) &&
    title.trim() !== "" &&
    isText(category, TEXT_MAX) &&
    isText(thumbnail, ADDRESS_MAX) &&
    IMAGE_ADDRESS.test(thumbnail) &&
    isText(gameUrl, ADDRESS_MAX) &&
    !gameUrlProblem(gameUrl);
  return valid ? { slug, title, thumbnail, gameUrl, category } : null;
}

/** `games` cleaned, newest first: entries that fail the rules, repeats and those past the limit are dropped. */
export function shelfFrom(games: unknown[]): ShelfGame[] {
  const shelf: ShelfGame[] = [];
  for (const entry of games) {
    const game = toShelfGame(entry);
    if (game && shelf.length < VISITOR_SHELF_LIMIT && !shelf.some((kept) => kept.slug === game.slug)) shelf.push(game);
  }
  return shelf;
}

/** A shelf as stored: anything but a JSON list reads as an empty shelf. */
export function parseShelf(text: string | null): ShelfGame[] {
  try {
    const stored: unknown = JSON.parse(text ?? "[]");
    return Array.isArray(stored) ? shelfFrom(stored) : [];
  } catch {
    return [];
  }
}

/** Shelves storage refused to keep (private mode, a full quota): this page still shows them until it is left. */
const unsaved = new Map<ShelfName, string>();
const snapshots = new Map<ShelfName, { text: string | null; games: ShelfGame[] }>();
const listeners = new Set<() => void>();

function storedText(name: ShelfName): string | null {
  try {
    return unsaved.get(name) ?? localStorage.getItem(STORAGE_KEYS[name]);
  } catch {
    return null;
  }
}

function store(name: ShelfName, games: ShelfGame[]): void {
  const text = JSON.stringify(games);
  unsaved.set(name, text);
  try {
    localStorage.setItem(STORAGE_KEYS[name], text);
    unsaved.delete(name);
  } catch {
    // Kept in `unsaved` for this page.
  }
  listeners.forEach((listener) => listener());
}

/** The shelf as stored now; the same array while nothing changed, as useSyncExternalStore needs. */
export function shelfGames(name: ShelfName): ShelfGame[] {
  const text = storedText(name);
  const known = snapshots.get(name);
  if (known?.text === text) return known.games;
  const games = parseShelf(text);
  snapshots.set(name, { text, games });
  return games;
}

export function notePlayed(game: ShelfGame): void {
  store("recentlyPlayed", shelfFrom([game, ...shelfGames("recentlyPlayed")]));
}

export function toggleFavorite(game: ShelfGame): void {
  const favorites = shelfGames("favorites");
  const others = favorites.filter((kept) => kept.slug !== game.slug);
  store("favorites", others.length < favorites.length ? others : shelfFrom([game, ...favorites]));
}

export function clearShelf(name: ShelfName): void {
  store(name, []);
}

/** Components on this page hear of each change; other tabs' changes arrive as `storage` events. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    removeEventListener("storage", listener);
  };
}

const NO_GAMES: ShelfGame[] = [];

export function useShelf(name: ShelfName): ShelfGame[] {
  return useSyncExternalStore(
    subscribe,
    () => shelfGames(name),
    () => NO_GAMES,
  );
}

export function useIsFavorite(slug: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => shelfGames("favorites").some((kept) => kept.slug === slug),
    () => false,
  );
}
