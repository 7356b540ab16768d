import ChevronDown from "lucide-react/icons/chevron-down";
import { useEffect, useRef } from "react";
import { Link, useLocation } from "react-router";
import { categoryPath, HEADER_CATEGORIES } from "~/lib/categories";

/**
 * The header's "Categories" dropdown: a disclosure of links to the category pages, so it
 * works without JavaScript. The page shown is marked as the current one.
 */
export function CategoryMenu() {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();

  // Close on navigation, on Escape and on a click elsewhere. The first run is hydration,
  // not a navigation: a menu opened before the scripts arrived must stay open.
  const shownKey = useRef(location.key);
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    menu.current?.removeAttribute("open");
  }, [location.key]);
  useEffect(() => {
    function onPointerDown(event: PointerEvent) {
      if (menu.current && !menu.current.contains(event.target as Node)) menu.current.removeAttribute("open");
    }
    function onKeyDown(event: KeyboardEvent) {
      if (event.key === "Escape" && menu.current?.open) {
        menu.current.removeAttribute("open");
        menu.current.querySelector("summary")?.focus();
      }
    }
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, []);

  return (
    <details ref={menu} className="relative shrink-0">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-full px-3 py-2 text-sm font-medium text-slate-200 hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-indigo-400 [&::-webkit-details-marker]:hidden">
        Categories
        <ChevronDown aria-hidden className="size-4" />
      </summary>
      <ul className="absolute right-0 z-40 mt-2 w-44 overflow-hidden rounded-xl border border-white/10 bg-slate-900 py-1 shadow-xl">
        {HEADER_CATEGORIES.map((category) => (
          <li key={category}>
            <Link
              to={categoryPath(category)}
              aria-current={location.pathname === categoryPath(category) ? "page" : undefined}
              className="block px-4 py-2 text-sm text-slate-200 hover:bg-white/10 focus-visible:bg-white/10 focus-visible:outline-none aria-[current=page]:bg-white/10 aria-[current=page]:font-semibold aria-[current=page]:text-white"
            >
              {category}
            </Link>
          </li>
        ))}
      </ul>
    </details>
  );
}
