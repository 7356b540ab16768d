/**
 * The list of games the header's search box suggests while the visitor types, loaded when
 * the box is first focused (search-box.tsx), as no page needs it to show. It owns the
 * suggestions: asked for after a pause in typing, never under SUGGESTIONS_MIN_LENGTH
 * characters, and an answer for older text is dropped (its request aborted).
 */
import { useEffect, useState, type KeyboardEvent, type RefObject } from "react";
import { GameThumbnail } from "~/components/ui/game-thumbnail";
import { SUGGESTIONS_DELAY_MS, SUGGESTIONS_MIN_LENGTH } from "~/lib/constants";
import { clsx } from "clsx";

/** What /api/search/suggestions answers for each game (reads.server.ts GameSuggestion). */
export interface Suggestion {
  slug: string;
  title: string;
  thumbnail: string;
}

/** What the box hands on: its keys, and its losing the focus (or being sent). */
export interface SuggestionKeys {
  key(event: KeyboardEvent<HTMLInputElement>): void;
  close(): void;
}

export default function SearchSuggestions({
  listId,
  text,
  keysRef,
  onState,
  onChoose,
}: {
  listId: string;
  text: string;
  keysRef: RefObject<SuggestionKeys | undefined>;
  /** The box's aria-expanded and aria-activedescendant. */
  onState(state: { open: boolean; activeId?: string }): void;
  onChoose(suggestion: Suggestion): void;
}) {
  const query = text.trim();
  const [games, setGames] = useState<Suggestion[]>([]);
  const [active, setActive] = useState(-1);
  // Escape, a blur or a choice closes the list until the text changes.
  const [closedFor, setClosedFor] = useState<string | null>(null);
  const shown = query.length >= SUGGESTIONS_MIN_LENGTH ? games : [];
  const open = shown.length > 0 && closedFor !== query;
  const activeId = open && active >= 0 ? `${listId}-${active}` : undefined;

  useEffect(() => {
    if (query.length < SUGGESTIONS_MIN_LENGTH) return;
    const request = new AbortController();
    // Its catch takes every failure: nothing waits for it.
    const suggest = async () => {
      try {
        const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(query)}`, { signal: request.signal });
        const answer = (await response.json()) as { games?: Suggestion[] };
        if (request.signal.aborted) return;
        setGames(answer.games ?? []);
        setActive(-1);
      } catch {
        // Aborted for newer text, or the network failed: the search itself still works.
      }
    };
    const timer = setTimeout(() => void suggest(), SUGGESTIONS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      request.abort();
    };
  }, [query]);

  useEffect(() => onState({ open, activeId }), [onState, open, activeId]);

  function choose(suggestion: Suggestion) {
    setClosedFor(query);
    onChoose(suggestion);
  }

  // After each render, so the box's keys act on what is shown.
  useEffect(() => {
    keysRef.current = {
      key(event) {
        const count = shown.length;
        if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
          event.preventDefault();
          const step = event.key === "ArrowDown" ? 1 : -1;
          setActive(!open || active < 0 ? (step > 0 ? 0 : count - 1) : (active + step + count) % count);
          setClosedFor(null);
        } else if (event.key === "Enter" && open && shown[active]) {
          event.preventDefault();
          choose(shown[active]);
        } else if (event.key === "Escape" && open) {
          // Closes the list only; a second Escape clears the box as a search field does.
          event.preventDefault();
          setClosedFor(query);
          setActive(-1);
        }
      },
      close() {
        setClosedFor(query);
        setActive(-1);
      },
    };
  });

  return (
    <ul
      id={listId}
      role="listbox"
      aria-label="Suggested games"
      hidden={!open}
      className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-white/10 bg-slate-900 py-1 shadow-xl"
    >
      {shown.map((suggestion, index) => (
        <li
          key={suggestion.slug}
          id={`${listId}-${index}`}
          role="option"
          aria-selected={index === active}
          // Keeps the focus in the box, so the click is not lost to its blur.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(suggestion)}
          className={clsx("flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-white", index === active ? "bg-indigo-500/30" : "hover:bg-white/10")}
        >
          <GameThumbnail src={suggestion.thumbnail} sizes="40px" className="size-10 shrink-0 rounded-md object-cover" />
          <span className="truncate">{suggestion.title}</span>
        </li>
      ))}
    </ul>
  );
}
