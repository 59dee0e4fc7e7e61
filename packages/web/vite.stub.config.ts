import { mergeConfig } from "vite";
import base from "./vite.config";
export default mergeConfig(base, {
  resolve: { alias: { "@plantwise/shared": "/tmp/shared-stub/index.ts" } },
  build: { outDir: "/tmp/web-stub-dist" },
});
