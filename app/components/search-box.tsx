import Search from "lucide-react/icons/search";
import { useEffect, useLayoutEffect, useRef, useState, type ComponentType, type ComponentProps } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { isBrowsingPath } from "~/lib/categories";
import type SearchSuggestions from "./search-suggestions";
import type { Suggestion, SuggestionKeys } from "./search-suggestions";
import { homeUrl } from "~/lib/home-url";
import { clsx } from "clsx";

const LIVE_SEARCH_DELAY_MS = 300;
/**
 * Live results of one burst of typing share a history entry; a search typed after a pause
 * in the typing this long is a new one, so Back returns to the results before it.
 */
const NEW_SEARCH_PAUSE_MS = 1500;
/** The history state's key that marks an entry as one of a search box's live searches. */
const LIVE_SEARCH_MARK = "liveSearch";
type LiveSearchState = { [LIVE_SEARCH_MARK]?: string };

/**
 * The header's search. Without JavaScript it is a plain GET form to `/?q=`; on the
 * home page and the category pages it also searches as the visitor types. While typing,
 * games are suggested under it, following the WAI-ARIA combobox pattern: arrows move
 * through the list, Enter opens the game chosen, Escape closes the list. The list's code
 * loads on first focus.
 */
export function SearchBox({ id, className }: { id: string; className?: string }) {
  const [searchParams] = useSearchParams();
  const urlQuery = searchParams.get("q") ?? "";
  const location = useLocation();
  const navigate = useNavigate();
  // On a category page too: typing a search there shows its results (and sets All).
  const searchesAsTyped = isBrowsingPath(location.pathname);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastTypedAt = useRef(0);
  // Set by a letter typed after a pause: the next live search starts a new history entry.
  const startsNewSearch = useRef(true);
  // The burst of typing in progress: its live searches carry this mark in their history
  // state, so the URL of one of them, arriving while later letters are typed, is known
  // for the box's own and does not undo those letters.
  const burstMark = useRef<string>(undefined);
  const [text, setText] = useState(urlQuery);
  const [Suggestions, setSuggestions] = useState<ComponentType<ComponentProps<typeof SearchSuggestions>>>();
  const [combo, setCombo] = useState<{ open: boolean; activeId?: string }>({ open: false });
  const suggestionKeys = useRef<SuggestionKeys>(undefined);
  const listId = `${id}-suggestions`;

  // The URL is the source of truth: Back, a category link or the logo change the box too.
  // Only committed locations are compared, in an effect: a render may show a location
  // older than one already seen (the router's updates are transitions, the typing is not).
  const liveSearchMark = (location.state as LiveSearchState | null)?.[LIVE_SEARCH_MARK];
  useLayoutEffect(() => {
    if (liveSearchMark !== undefined && liveSearchMark === burstMark.current) return;
    // Typing after a navigation of another kind is a new search, with a history entry of its own.
    burstMark.current = undefined;
    setText(urlQuery);
  }, [location.key, liveSearchMark, urlQuery]);

  useEffect(() => () => clearTimeout(timer.current), []);

  function loadSuggestions() {
    if (!Suggestions) void import("./search-suggestions").then((module) => setSuggestions(() => module.default));
  }

  function choose(suggestion: Suggestion) {
    clearTimeout(timer.current);
    // The router shows a failed navigation itself: nothing waits for the game's page.
    void navigate(`/game/${suggestion.slug}`);
  }

  function onChange(value: string) {
    setText(value);
    if (!searchesAsTyped) return;
    // The pause is measured between letters, not between live searches: steady typing after
    // an early live search is still the same search, however long the word.
    const typedAt = Date.now();
    if (typedAt - lastTypedAt.current >= NEW_SEARCH_PAUSE_MS) startsNewSearch.current = true;
    lastTypedAt.current = typedAt;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const sameSearch = !startsNewSearch.current && burstMark.current !== undefined;
      startsNewSearch.current = false;
      // Marks outlive a reload in the history's entries, so each load draws its own.
      if (!sameSearch) burstMark.current = `${id}:${Math.random().toString(36).slice(2)}`;
      const state: LiveSearchState = { [LIVE_SEARCH_MARK]: burstMark.current };
      // The router shows a failed navigation itself: nothing waits for the results.
      void navigate(homeUrl({ query: value }), { replace: sameSearch, preventScrollReset: true, state });
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
        suggestionKeys.current?.close();
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
        onFocus={loadSuggestions}
        onKeyDown={(event) => suggestionKeys.current?.key(event)}
        onBlur={() => suggestionKeys.current?.close()}
        role="combobox"
        aria-expanded={combo.open}
        aria-controls={listId}
        aria-autocomplete="list"
        aria-activedescendant={combo.activeId}
        placeholder="Search games..."
        autoComplete="off"
        enterKeyHint="search"
        className="w-full rounded-full border border-white/10 bg-white/5 py-2 pl-9 pr-4 text-sm text-white placeholder:text-slate-400 focus:border-indigo-400 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-400"
      />
      {Suggestions ? (
        <Suggestions listId={listId} text={text} keysRef={suggestionKeys} onState={setCombo} onChoose={choose} />
      ) : (
        <ul id={listId} role="listbox" aria-label="Suggested games" hidden />
      )}
    </Form>
  );
}
