/** Import boundaries of the house (docs/CODE_STYLE.md, "Boundaries"); `npm run lint:imports` checks them in CI. */
module.exports = {
  forbidden: [
    {
      name: "no-cycles",
      comment: "A module must not import itself through others: split the shared part out or invert the call.",
      severity: "error",
      from: {},
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
    {
      name: "web-not-server",
      comment: "The web app talks to the server over HTTP only; shared shapes live in packages/core.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^apps/server/" },
    },
    {
      name: "core-not-apps",
      comment: "packages/core is shared by every app and imports nothing from them (nor from the fakes).",
      severity: "error",
      from: { path: "^packages/core/" },
      to: { path: "^(apps|e2e|bench|packages/fakes)/" },
    },
    {
      name: "server-lib-not-features",
      comment: "lib/ holds what every feature may use; it never reaches into a feature.",
      severity: "error",
      from: { path: "^apps/server/src/lib/" },
      to: { path: "^apps/server/src/features/" },
    },
    {
      name: "web-lib-not-features",
      comment: "lib/ and components/ hold what every feature may use; they never reach into a feature.",
      severity: "error",
      from: { path: "^apps/web/src/(lib|components)/" },
      to: { path: "^apps/web/src/features/" },
    },
    {
      name: "features-through-entry",
      comment: "A feature uses another only through that feature's public entry (its index.ts).",
      severity: "error",
      from: { path: "^apps/(server|web)/src/features/([^/]+)/" },
      to: {
        path: "^apps/$1/src/features/([^/]+)/",
        pathNot: ["^apps/$1/src/features/$2/", "^apps/$1/src/features/[^/]+/index\\.tsx?$"],
        // A lazy import (`import()` behind React.lazy or lazyWhenOpen) names the one module that becomes its own
        // chunk; going through the entry would pull the whole entry into that chunk.
        dependencyTypesNot: ["dynamic-import"],
      },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "scripts/tsconfig.imports.json" },
    enhancedResolveOptions: { exportsFields: ["exports"], conditionNames: ["import", "require", "node", "default"] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
