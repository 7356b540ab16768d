/* global module */
/**
 * docs/architecture.md's "may import" table and "no cycles", checked by `npm run lint`
 * (dependency-cruiser). Type imports count: a type import of a server module is how server
 * code leaks into a client bundle's reasoning, and a type cycle is still a knot to untie.
 */
const rooms = {
  http: "^http/",
  routes: "^app/(routes/|routes\\.ts$|root\\.tsx$|entry\\.server\\.tsx$)",
  components: "^app/components/",
  ui: "^app/components/ui/",
  ads: "^app/ads/",
  enhance: "^app/enhance/",
  lib: "^app/lib/",
  domain: "^app/domain/",
  content: "^content/",
};

/** One rule per room: what it imports must be in its own room or one of `allowed`. */
const mayImport = (room, allowed, comment) => ({
  name: `${room}-imports`,
  comment,
  severity: "error",
  from: { path: rooms[room] },
  to: {
    pathNot: [rooms[room], ...allowed.map((other) => rooms[other]), "^node_modules/", "^virtual:"],
    dependencyTypesNot: ["core", "npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"],
  },
});

module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A cycle of imports: one module used as the other loads sees it half made.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    mayImport("http", ["domain", "lib"], "http/ is the HTTP entry: it mounts the domain's rules, never a page's parts."),
    mayImport("components", ["lib", "ads", "content"], "Components draw what a route hands them; server rules stay on the server."),
    mayImport("ui", ["lib"], "The shared parts (buttons, fields, dialogs, a thumbnail): what any room may draw with."),
    mayImport("ads", ["lib", "ui"], "Ads are a room of their own: slots, consent and the network's contract."),
    mayImport("enhance", ["lib"], "The small script of pages that do not hydrate."),
    mayImport("lib", ["content"], "Code both sides run: nothing of a room above it."),
    mayImport("domain", ["lib", "content"], "Server-only rules and data: no page parts."),
    mayImport("content", [], "Data with its schema: nothing from app/."),
    {
      name: "nothing-imports-a-route",
      comment: "A route module, the root and the server entry are the top: what two routes share is a component or lib.",
      severity: "error",
      from: { path: "^(app|http)/", pathNot: "^app/routes\\.ts$" },
      to: { path: rooms.routes, pathNot: "^app/routes/.*/?\\+types/|^app/routes\\.ts$" },
    },
    {
      name: "server-only-stays-on-the-server",
      comment: "A .server module is the server's: client code (components, ads, lib, enhance) never imports it.",
      severity: "error",
      from: { path: "^app/(components|ads|lib|enhance)/" },
      to: { path: "\\.server\\.tsx?$" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
    },
  },
};
