import { defineConfig } from "vitest/config";

// End-to-end tests: the built app in a real Chromium (Debian's, never a downloaded one).
export default defineConfig({
  test: {
    name: "e2e",
    root: import.meta.dirname,
    include: ["**/*.e2e.test.ts"],
    testTimeout: 90_000,
    hookTimeout: 180_000,
    fileParallelism: false,
  },
});
