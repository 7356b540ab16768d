import ChevronLeft from "lucide-react/icons/chevron-left";
import ChevronRight from "lucide-react/icons/chevron-right";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { CATEGORY_GRADIENTS, categoryPath, type Category } from "~/lib/categories";
import { clsx } from "clsx";
import { CATEGORY_SCROLL_STEP_PX } from "~/lib/constants";
import { IconButton } from "./ui/icon-button";

/**
 * The row of the categories that hold games (barCategories), each a link to its page (All:
 * the home page). An arrow shows only when more categories lie that way; each click scrolls
 * CATEGORY_SCROLL_STEP_PX. The chosen category is scrolled into the row's view, so a phone
 * shows which one it is.
 */
export function CategoryBar({ categories, selected }: { categories: readonly Category[]; selected: Category }) {
  const scroller = useRef<HTMLUListElement>(null);
  const [more, setMore] = useState({ left: false, right: false });

  useEffect(() => {
    const row = scroller.current;
    const chip = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !chip) return;
    // The row alone scrolls, at once: scrollIntoView would move the page too.
    const left = chip.getBoundingClientRect().left - row.getBoundingClientRect().left + row.scrollLeft;
    if (left < row.scrollLeft || left + chip.offsetWidth > row.scrollLeft + row.clientWidth) {
      row.scrollTo({ left: left - (row.clientWidth - chip.offsetWidth) / 2, behavior: "instant" });
    }
  }, [selected]);

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    // A pixel of slack absorbs sub-pixel scroll positions on zoomed or high-DPI screens.
    setMore({
      left: el.scrollLeft > 1,
      right: el.scrollLeft + el.clientWidth < el.scrollWidth - 1,
    });
  }, []);

  useEffect(() => {
    measure();
    window.addEventListener("resize", measure);
    return () => window.removeEventListener("resize", measure);
  }, [measure]);

  const scrollBy = (direction: -1 | 1) => scroller.current?.scrollBy({ left: direction * CATEGORY_SCROLL_STEP_PX, behavior: "smooth" });

  return (
    <nav aria-label="Categories" className="relative mx-auto max-w-7xl px-4 pt-4">
      {more.left && (
        <IconButton label="Scroll categories left" look="floating" onClick={() => scrollBy(-1)} className="absolute left-1 top-4 z-10">
          <ChevronLeft aria-hidden className="size-5" />
        </IconButton>
      )}
      <ul ref={scroller} onScroll={measure} className="flex gap-2 overflow-x-auto scroll-smooth [scrollbar-width:none]">
        {categories.map((category) => {
          const isSelected = category === selected;
          const [from, to] = CATEGORY_GRADIENTS[category];
          return (
            <li key={category} className="shrink-0">
              <Link
                to={categoryPath(category)}
                preventScrollReset
                aria-current={isSelected ? "page" : undefined}
                style={isSelected ? { backgroundImage: `linear-gradient(135deg, ${from}, ${to})` } : undefined}
                className={clsx(
                  "block whitespace-nowrap rounded-full px-4 py-1.5 text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-400",
                  isSelected ? "text-white shadow" : "bg-white/5 text-slate-300 hover:bg-white/10",
                )}
              >
                {category}
              </Link>
            </li>
          );
        })}
      </ul>
      {more.right && (
        <IconButton label="Scroll categories right" look="floating" onClick={() => scrollBy(1)} className="absolute right-1 top-4 z-10">
          <ChevronRight aria-hidden className="size-5" />
        </IconButton>
      )}
    </nav>
  );
}
