import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", "data/", ".react-router/", "node_modules/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", caughtErrors: "none" }],
    },
  },
  {
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      "@typescript-eslint/no-floating-promises": "error",
      "@typescript-eslint/no-misused-promises": "error",
      // Promise.all of promises and plain values (a game without a thumbnail) is fine; of no
      // promise at all, a function was not called or not awaited.
      "@typescript-eslint/await-thenable": ["error", { allowMixedPromiseArrays: true }],
    },
  },
  {
    // JavaScript outside the TypeScript project (tsconfig.json): the games, test fixtures, scripts.
    files: ["**/*.{js,mjs,cjs}"],
    ignores: ["server.js"],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      // The build puts what a public page imports into one chunk (vite.config.ts); through the
      // package's index, that would be every icon the admin panel uses too.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "lucide-react",
              message: 'Import each icon on its own: import Play from "lucide-react/icons/play".',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    // The panel asks before a change in its own dialog (components/admin/confirm-dialog.tsx).
    files: ["app/routes/admin/**", "app/components/admin/**"],
    rules: {
      "no-restricted-properties": [
        "error",
        { object: "window", property: "confirm", message: "Ask with useConfirmation (components/admin/confirm-dialog.tsx)." },
      ],
      "no-restricted-globals": ["error", { name: "confirm", message: "Ask with useConfirmation (components/admin/confirm-dialog.tsx)." }],
    },
  },
  {
    files: ["**/*.js", "scripts/**", "tests/**", "http/**", "*.config.ts"],
    languageOptions: { globals: globals.node },
  },
  {
    files: ["public/games/**/*.js", "tests/fixtures/**/*.js"],
    languageOptions: { globals: globals.browser, sourceType: "script" },
  },
);
