/** Business constants of spec section 9, named once. */

export const NEW_GAMES_LIMIT = 20;
export const TRENDING_GAMES_LIMIT = 20;
export const ARCADE_GAMES_LIMIT = 8;
export const ACTION_GAMES_LIMIT = 20;
export const TRENDING_ROW_SIZE = 6;

/** Most results a search or category view lists at once. */
export const SEARCH_RESULTS_LIMIT = 60;
/** Longest search text and most words considered; longer input is cut, not refused. */
export const SEARCH_MAX_LENGTH = 100;
export const SEARCH_MAX_WORDS = 8;

export const COUNTDOWN_SECONDS = 5;
export const CLOSE_VISIBLE_AT = 2;
export const CATEGORY_SCROLL_STEP_PX = 200;
export const STAGGER_MS = 100;
export const COPYRIGHT_YEAR = 2024;

export const THUMBNAIL_SIZE = 1080;
export const THUMBNAIL_BUCKET = "game-thumbnails";
export const PLACEHOLDER_THUMBNAIL = "/images/placeholder-thumbnail.svg";
/** Largest thumbnail upload accepted. */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

/** Admin panel (spec section 9). */
export const MOBILE_BREAKPOINT_PX = 768;
export const SIDEBAR_WIDTH = "16rem";
export const SIDEBAR_WIDTH_MOBILE = "18rem";
export const SIDEBAR_WIDTH_ICON = "3rem";
export const SIDEBAR_SHORTCUT_KEY = "b";
export const SIDEBAR_COOKIE_NAME = "sidebar_state";
export const SIDEBAR_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/** A visitor's launches of one game count as one play within this window. */
export const PLAY_COUNT_WINDOW_SECONDS = 60;
/** Games in the home page's scrolling strip. */
export const STRIP_GAMES_LIMIT = 30;
/** A game frame that has not loaded by then shows the failure panel. */
export const GAME_LOAD_TIMEOUT_MS = 20_000;
/** Catalog games a keyword landing page shows for its topic. */
export const LANDING_GAMES_LIMIT = 12;
