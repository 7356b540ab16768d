import { Link } from "react-router";
import { ADMIN_PATH } from "~/lib/admin-path";
import { PREVIEW_PARAMETER } from "~/lib/constants";
import { MANAGE_FILTERS, manageSearch } from "~/lib/manage-filters";

/**
 * A game's title linking to its public page (a draft's preview, as Manage links it), and
 * below it the link to the game in Manage Games, found there by its title.
 */
export function GameLinks({ slug, title, draft = false }: { slug: string; title: string; draft?: boolean }) {
  return (
    <>
      <Link
        to={draft ? `/game/${slug}?${PREVIEW_PARAMETER}` : `/game/${slug}`}
        target="_blank"
        rel="noopener"
        className="block truncate font-semibold hover:underline"
      >
        {title}
      </Link>
      <Link
        to={`${ADMIN_PATH}/manage${manageSearch(MANAGE_FILTERS.parse({}), { q: title })}`}
        className="text-xs text-indigo-300 hover:underline"
        aria-label={`${title} in Manage Games`}
      >
        In Manage Games
      </Link>
    </>
  );
}
