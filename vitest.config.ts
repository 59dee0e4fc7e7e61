import { defineConfig } from "vitest/config";

// Unit and integration suites, one project per package. The end-to-end suite has its own config
// (e2e/vitest.config.ts) because it needs the built web app and a browser.
export default defineConfig({
  test: {
    projects: ["packages/*/vitest.config.ts"],
  },
});
