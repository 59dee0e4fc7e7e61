import { fileURLToPath, URL } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const api = "http://127.0.0.1:3000";

/** React, the router and the i18n core: what the first page and every later one runs on. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|wouter|regexparam|i18next|react-i18next)[\\/]/;

/** @plantwise/shared's source, and the one module of it that acts when imported. */
const SHARED_SOURCE = /[\\/]packages[\\/]shared[\\/]src[\\/]/;
const SHARED_SIDE_EFFECTS = /[\\/]validation-messages\.ts$/;

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  server: {
    proxy: {
      "/trpc": api,
      "/api": api,
      "/health": api,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // dist/.vite/manifest.json: the bundle-size check follows index.html's entry through it.
    manifest: true,
    rollupOptions: {
      // @plantwise/shared is imported through one barrel, and its zod schemas are built at module
      // level, which Rollup must keep unless told a module has no side effects. None of shared's
      // modules has any but validation-messages.ts (it installs zod's locale map), so a module of
      // shared that the app does not use is left out instead of riding in the first load.
      treeshake: {
        moduleSideEffects: (id) => !SHARED_SOURCE.test(id) || SHARED_SIDE_EFFECTS.test(id),
      },
      output: {
        // Only the framework every page runs on gets a chunk of its own, kept cached across
        // releases; every other library goes where Rollup puts it, with the screens that use it
        // (charts with the chart screens), so the first page loads only what it renders.
        manualChunks(id) {
          return FRAMEWORK.test(id) ? "framework" : undefined;
        },
      },
    },
  },
});
