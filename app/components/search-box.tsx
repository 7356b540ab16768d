import { Search } from "lucide-react";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { GameThumbnail } from "~/components/game-thumbnail";
import { SUGGESTIONS_DELAY_MS, SUGGESTIONS_MIN_LENGTH } from "~/lib/constants";
import { homeUrl } from "~/lib/home-url";
import { clsx } from "clsx";

const LIVE_SEARCH_DELAY_MS = 300;
/**
 * Live results of one burst of typing share a history entry; a search typed after a pause
 * this long is a new one, so Back returns to the results before it.
 */
const NEW_SEARCH_PAUSE_MS = 1500;

/** What /api/search/suggestions answers for each game (reads.server.ts GameSuggestion). */
interface Suggestion {
  slug: string;
  title: string;
  thumbnail: string;
}

/**
 * The header's search. Without JavaScript it is a plain GET form to `/?q=`; on the
 * home page it also searches as the visitor types. While typing, games are suggested
 * in a list under it, following the WAI-ARIA combobox pattern: arrows move through the
 * list, Enter opens the game chosen, Escape closes the list.
 */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  const [searchParams] = useSearchParams();
  const urlQuery = searchParams.get("q") ?? "";
  const navigate = useNavigate();
  const onHome = useLocation().pathname === "/";
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastLiveSearchAt = useRef(0);
  const [draft, setDraft] = useState({ urlQuery, text: urlQuery, sentQuery: urlQuery });
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestionTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const pendingSuggestions = useRef<AbortController>(undefined);
  const listId = `${id}-suggestions`;

  // The URL is the source of truth: Back, a category link or the logo change the box
  // too. A URL change that is this box's own live search keeps what is being typed.
  let text = draft.text;
  if (draft.urlQuery !== urlQuery) {
    text = urlQuery === draft.sentQuery ? draft.text : urlQuery;
    setDraft({ urlQuery, text, sentQuery: urlQuery });
  }

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      clearTimeout(suggestionTimer.current);
      pendingSuggestions.current?.abort();
    },
    [],
  );

  function closeSuggestions() {
    setOpen(false);
    setActive(-1);
  }

  /** After a pause in typing; only the answer to the latest text is shown (older ones are aborted). */
  function suggest(value: string) {
    clearTimeout(suggestionTimer.current);
    pendingSuggestions.current?.abort();
    if (value.trim().length < SUGGESTIONS_MIN_LENGTH) {
      setSuggestions([]);
      closeSuggestions();
      return;
    }
    suggestionTimer.current = setTimeout(async () => {
      const request = new AbortController();
      pendingSuggestions.current = request;
      try {
        const response = await fetch(`/api/search/suggestions?q=${encodeURIComponent(value.trim())}`, { signal: request.signal });
        const { games } = (await response.json()) as { games?: Suggestion[] };
        if (request.signal.aborted) return;
        setSuggestions(games ?? []);
        setOpen((games ?? []).length > 0);
        setActive(-1);
      } catch {
        // Aborted for newer text, or the network failed: the search itself still works.
      }
    }, SUGGESTIONS_DELAY_MS);
  }

  function choose(suggestion: Suggestion) {
    clearTimeout(timer.current);
    closeSuggestions();
    navigate(`/game/${suggestion.slug}`);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = suggestions.length;
    if ((event.key === "ArrowDown" || event.key === "ArrowUp") && count > 0) {
      event.preventDefault();
      setOpen(true);
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (!open || current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === "Enter" && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      choose(suggestions[active]);
    } else if (event.key === "Escape" && open) {
      // Closes the list only; a second Escape clears the box as a search field does.
      event.preventDefault();
      closeSuggestions();
    }
  }

  function onChange(value: string) {
    setDraft((current) => ({ ...current, text: value }));
    suggest(value);
    if (!onHome) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      setDraft((current) => ({ ...current, sentQuery: value.trim() }));
      const now = Date.now();
      const sameSearch = now - lastLiveSearchAt.current < NEW_SEARCH_PAUSE_MS;
      lastLiveSearchAt.current = now;
      navigate(homeUrl({ query: value }), { replace: sameSearch, preventScrollReset: true });
    }, LIVE_SEARCH_DELAY_MS);
  }

  return (
    <Form
      method="get"
      action="/"
      role="search"
      className={clsx("relative", className)}
      onSubmit={() => {
        clearTimeout(timer.current);
        clearTimeout(suggestionTimer.current);
        closeSuggestions();
      }}
    >
      <label className="sr-only" htmlFor={id}>
        Search games
      </label>
      <Search aria-hidden className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
      <input
        id={id}
        type="search"
        name="q"
        value={text}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={closeSuggestions}
        role="combobox"
        aria-expanded={open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={open && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder="Search games..."
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-full border border-white/10 bg-white/5 py-2 pl-9 pr-4 text-sm text-white placeholder:text-slate-400 focus:border-indigo-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
      />
      <ul
        id={listId}
        role="listbox"
        aria-label="Suggested games"
        hidden={!open}
        className="absolute inset-x-0 top-full z-50 mt-1 overflow-hidden rounded-xl border border-white/10 bg-slate-900 py-1 shadow-xl"
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.slug}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keeps the focus in the box, so the click is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(suggestion)}
            className={clsx(
              "flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-white",
              index === active ? "bg-indigo-500/30" : "hover:bg-white/10",
            )}
          >
            <GameThumbnail src={suggestion.thumbnail} sizes="40px" className="size-10 shrink-0 rounded-md object-cover" />
            <span className="truncate">{suggestion.title}</span>
          </li>
        ))}
      </ul>
    </Form>
  );
}
