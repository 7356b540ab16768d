/** Business constants of docs/product.md §9, named once. */

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
/**
 * Pages of results "Load more" reaches (60 each): past this the results page shows the last
 * one, as each page reads the ones before it to know where its tier starts.
 */
export const SEARCH_MAX_PAGES = 20;
/** Shortest word search also looks for with a typo: a shorter one is a typo away from too many words. */
export const TYPO_MIN_LENGTH = 4;
/**
 * The weighted rating (docs/product.md §10): a game's rating is the mean of its visitors'
 * votes and RATING_PRIOR_VOTES votes of its starting rating (RATING_PRIOR_MEAN for a game
 * that has none), so a handful of votes moves it a little and many votes decide it.
 */
export const RATING_PRIOR_VOTES = 50;
export const RATING_PRIOR_MEAN = 3.5;
/** Trending's plays: those of the last this many days, from the daily roll-ups. */
export const TRENDING_DAYS = 7;
/** Suggestions under the header's search box: how many, from how many characters, after what pause. */
export const SUGGESTIONS_LIMIT = 8;
export const SUGGESTIONS_MIN_LENGTH = 2;
export const SUGGESTIONS_DELAY_MS = 150;

export const COUNTDOWN_SECONDS = 5;
export const CLOSE_VISIBLE_AT = 2;
export const CATEGORY_SCROLL_STEP_PX = 200;
export const STAGGER_MS = 100;
/**
 * Beyond the first version (docs/product.md §10): the stagger stops growing after a few cards, so a list of 60 is all in
 * within half a second instead of arriving card by card over six.
 */
export const STAGGER_MAX_MS = 200;
export const COPYRIGHT_YEAR = 2024;

export const THUMBNAIL_SIZE = 1080;
export const THUMBNAIL_BUCKET = "game-thumbnails";
export const PLACEHOLDER_THUMBNAIL = "/images/placeholder-thumbnail.svg";
/** Largest thumbnail upload accepted. */
export const THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;

/** Admin panel (docs/product.md §9). */
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
/** Catalog games a keyword landing page shows for its topic, per page. */
export const LANDING_GAMES_LIMIT = 12;
/** Games per category page: four full rows at each of the grid's 2, 3, 4 and 6 columns. */
export const CATEGORY_PAGE_SIZE = 24;
/** The highest `?page=` a list answers; a longer number is past the end of any list. */
export const MAX_PAGE_NUMBER = 99_999;

/** Ads (docs/product.md §4, §9). Blocks are numbered 1 to AD_BLOCK_COUNT. */
export const AD_BLOCK_COUNT = 8;
/** How long after asking the network to render a block the slot looks whether an ad arrived. */
export const AD_CHECK_DELAY_MS = 2_000;
/** While the network's script is not ready, rendering is tried again after a pause in this range. */
export const AD_RETRY_MIN_MS = 100;
export const AD_RETRY_MAX_MS = 500;
/** Tries before a slot gives up on a network that never becomes ready (about 6 s) and keeps its fallback. */
export const AD_RETRY_LIMIT = 20;
/** Refresh intervals by ad type. */
export const AD_REFRESH_FLOOR_MS = 90_000;
export const AD_REFRESH_LEADERBOARD_MS = 120_000;
export const AD_REFRESH_RECTANGLE_MS = 150_000;
/** The second rectangle of a page, so two rectangles never change at the same moment. */
export const AD_REFRESH_SECOND_RECTANGLE_MS = 180_000;
/** The interval of a slot whose type has none of its own, and the other intervals a slot may choose. */
export const AD_REFRESH_DEFAULT_MS = 60_000;
export const AD_REFRESH_VARIANTS_MS = [75_000, 90_000, 120_000] as const;
export const LEADERBOARD_MAX_WIDTH_PX = 728;
/** House promotions read for the slots' fallbacks: one per block, and a few for blocks shown twice on a page. */
export const HOUSE_PROMOTIONS_LIMIT = 12;
/** A visitor sees the interstitial's countdown at most once in this time; the first launch always shows it. */
export const INTERSTITIAL_SPACING_MS = 3 * 60_000;
/** How long the ads consent choice is kept (6 months). */
export const AD_CONSENT_MAX_AGE_SECONDS = 183 * 24 * 60 * 60;

/** Beyond the first version (docs/product.md §10): the most played games a "not found" page offers instead of a dead end. */
export const NOT_FOUND_GAMES_LIMIT = 12;
/** Issue 19: the most games each of a visitor's shelves (Continue Playing, Your Favorites) keeps. */
export const VISITOR_SHELF_LIMIT = 12;

/** `/game/{slug}?preview`: a draft's page, shown to administrators only and never cached or shared. */
export const PREVIEW_PARAMETER = "preview";

/** Games a game page suggests next ("Related Games", and "More like this" when a game closes). */
export const RELATED_GAMES_LIMIT = 12;
/** The most played matches of a game's category and tags that are ranked for it. */
export const RELATED_CANDIDATES_LIMIT = 120;
