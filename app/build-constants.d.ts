/** The admin area's path as built (ADMIN_PATH when `npm run build` ran); see vite.config.ts. */
declare const __ADMIN_PATH__: string;
