import type { ScreenLoaders } from "@/lib/lazy-screen";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: ScreenLoaders = {
  "/ncd/:id/fft/:fftId": () => import("./fft-page").then((m) => m.FftPage),
  "/banner/:id/fft/:fftId": () => import("./fft-page").then((m) => m.FftPage),
};
