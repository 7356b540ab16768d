import Search from "lucide-react/icons/search";
import { useEffect, useRef, useState, type ComponentType, type ComponentProps } from "react";
import { Form, useLocation, useNavigate, useSearchParams } from "react-router";
import { isBrowsingPath } from "~/lib/categories";
import type SearchSuggestions from "./search-suggestions";
import type { Suggestion, SuggestionKeys } from "./search-suggestions";
import { homeUrl } from "~/lib/home-url";
import { clsx } from "clsx";

const LIVE_SEARCH_DELAY_MS = 300;
/**
 * Live results of one burst of typing share a history entry; a search typed after a pause
 * this long is a new one, so Back returns to the results before it.
 */
const NEW_SEARCH_PAUSE_MS = 1500;
/** A burst's searches remembered: more than a visitor types between two answers. */
const SENT_KEPT = 32;

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
  const navigate = useNavigate();
  // On a category page too: typing a search there shows its results (and sets All).
  const searchesAsTyped = isBrowsingPath(useLocation().pathname);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const lastLiveSearchAt = useRef(0);
  // `sent`: the searches of the current burst of typing, each of which the URL may still
  // show for a moment after the next was sent, when its results arrive late.
  const [draft, setDraft] = useState({ urlQuery, text: urlQuery, sent: [] as string[] });
  const [Suggestions, setSuggestions] = useState<ComponentType<ComponentProps<typeof SearchSuggestions>>>();
  const [combo, setCombo] = useState<{ open: boolean; activeId?: string }>({ open: false });
  const suggestionKeys = useRef<SuggestionKeys>(undefined);
  const listId = `${id}-suggestions`;

  // The URL is the source of truth: Back, a category link or the logo change the box
  // too. A URL change that is one of this box's own live searches keeps what is being typed.
  // The update is a function of the newest state: this render may be the URL's (a
  // transition) while letters typed since wait to be applied, and must not undo them.
  let text = draft.text;
  if (draft.urlQuery !== urlQuery) {
    text = draft.sent.includes(urlQuery) ? draft.text : urlQuery;
    setDraft((current) =>
      current.sent.includes(urlQuery) ? { ...current, urlQuery } : { urlQuery, text: urlQuery, sent: [] },
    );
  }

  useEffect(() => () => clearTimeout(timer.current), []);

  function loadSuggestions() {
    if (!Suggestions) void import("./search-suggestions").then((module) => setSuggestions(() => module.default));
  }

  function choose(suggestion: Suggestion) {
    clearTimeout(timer.current);
    navigate(`/game/${suggestion.slug}`);
  }

  function onChange(value: string) {
    setDraft((current) => ({ ...current, text: value }));
    if (!searchesAsTyped) return;
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const now = Date.now();
      const sameSearch = now - lastLiveSearchAt.current < NEW_SEARCH_PAUSE_MS;
      lastLiveSearchAt.current = now;
      const query = value.trim();
      setDraft((current) => ({ ...current, sent: sameSearch ? [...current.sent.slice(-SENT_KEPT + 1), query] : [query] }));
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
