import { data } from "react-router";
import { suggestGames } from "~/domain/catalog/reads.server";
import { database } from "~/domain/platform/runtime.server";
import { SUGGESTIONS_CACHE_CONTROL } from "~/lib/cache-headers";
import { SEARCH_MAX_LENGTH, SUGGESTIONS_MIN_LENGTH } from "~/lib/constants";
import { suggestionText } from "~/lib/search";
import type { Route } from "./+types/api.search-suggestions";

/**
 * Text longer than this is no typing: refused, where the results page cuts it instead.
 * Twice the search's own length, so a pasted title with spaces around still passes.
 */
const SUGGESTIONS_QUERY_MAX = SEARCH_MAX_LENGTH * 2;

/**
 * GET /api/search/suggestions?q=: the games offered under the header's search box while
 * the visitor types, `{ games: [{ slug, title, thumbnail }] }`. Text under
 * SUGGESTIONS_MIN_LENGTH characters is answered empty without a look at the database.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": SUGGESTIONS_CACHE_CONTROL };
  const query = new URL(request.url).searchParams.get("q") ?? "";
  if (query.length > SUGGESTIONS_QUERY_MAX) {
    return data({ error: `The search text is longer than ${SUGGESTIONS_QUERY_MAX} characters.` }, { status: 400 });
  }
  if (suggestionText(query).length < SUGGESTIONS_MIN_LENGTH) return data({ games: [] }, { headers });
  return data({ games: await suggestGames(await database(), query) }, { headers });
}
