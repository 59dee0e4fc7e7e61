/**
 * Import rules, checked by `pnpm lint` (docs/architecture.md explains the layout they keep).
 *
 * API folders under packages/api/src are of three kinds:
 * - infrastructure (access, lib, rest, and trpc/context/errors/config): knows no domain;
 * - domains (every other folder): may use infrastructure, and another domain only through that
 *   domain's `service.ts`;
 * - composition roots (root, server, main, index, router-type, rest/table): wire domains together
 *   through each domain's `router.ts`, `rest.ts` and `service.ts`.
 */
const API = "^packages/api/src/";
const INFRA_DIRS = "access|lib|rest";
const INFRA_FILES = "trpc|context|errors|config";
const ROOT_FILES = "root|server|main|index|router-type";
const DOMAIN = `${API}(?!(?:${INFRA_DIRS})/)([a-z][a-z0-9-]*)/`;
const TEST_FILES = "\\.(test|fixtures|isolation)\\.tsx?$";

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "Import cycles hide the order things depend on; split the shared piece out.",
      from: {},
      to: { circular: true },
    },
    {
      name: "domain-through-service",
      severity: "error",
      comment:
        "A domain uses another domain only through its service.ts (never its procedures or internals).",
      from: { path: DOMAIN, pathNot: TEST_FILES },
      to: {
        path: `${API}[a-z][a-z0-9-]*/`,
        pathNot: [`${API}$1/`, `${API}(${INFRA_DIRS})/`, `${API}[a-z][a-z0-9-]*/service\\.ts$`],
      },
    },
    {
      name: "infrastructure-knows-no-domain",
      severity: "error",
      comment: "access, lib, rest and the tRPC core serve every domain and import none of them.",
      from: {
        path: [`${API}(${INFRA_DIRS})/`, `${API}(${INFRA_FILES})\\.ts$`],
        pathNot: [`${API}rest/(table|facade)\\.ts$`, TEST_FILES],
      },
      to: { path: DOMAIN },
    },
    {
      name: "roots-use-domain-entries",
      severity: "error",
      comment: "Composition roots wire a domain through its router.ts, rest.ts and service.ts only.",
      from: { path: [`${API}(${ROOT_FILES})\\.ts$`, `${API}rest/table\\.ts$`] },
      to: { path: DOMAIN, pathNot: `${API}[a-z][a-z0-9-]*/(router|rest|service)\\.ts$` },
    },
    {
      name: "web-no-api-runtime",
      severity: "error",
      comment: "The web app knows the API by its router type only; runtime code stays on the server.",
      from: { path: "^packages/web/" },
      to: { path: "^packages/(api|db|dsp)/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "shared-imports-nothing-ours",
      severity: "error",
      comment: "packages/shared is used by api and web alike and depends on no package of ours.",
      from: { path: "^packages/shared/" },
      to: { path: "^packages/(?!shared/)[^/]+/" },
    },
    {
      name: "dsp-imports-nothing-ours",
      severity: "error",
      from: { path: "^packages/dsp/" },
      to: { path: "^packages/(?!dsp/)[^/]+/" },
    },
    {
      name: "db-imports-only-shared",
      severity: "error",
      from: { path: "^packages/db/" },
      to: { path: "^packages/(api|dsp|web)/" },
    },
    {
      name: "packages-by-their-entry",
      severity: "error",
      comment: "Another package is used through its exported entry, never a path into its src/.",
      from: { path: "^packages/([^/]+)/" },
      to: {
        path: "^packages/[^/]+/src/",
        // dsp's worker pool is its own declared entry (@plantwise/dsp/pool), kept apart from index.ts
        // so that importing the DSP functions never starts worker threads.
        pathNot: [
          "^packages/$1/",
          "^packages/[^/]+/src/(index|router-type)\\.ts$",
          "^packages/dsp/src/pool/pool\\.ts$",
        ],
      },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to nothing is a typo or a missing dependency.",
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: ["(^|/)dist/", "(^|/)node_modules/", "^packages/dsp/assembly/"] },
    tsPreCompilationDeps: true,
    combinedDependencies: true,
    tsConfig: { fileName: "tsconfig.lint.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json"],
    },
  },
};
