import type { ComponentType } from "react";
import { FftPage } from "./fft-page";

/** This area's screens, keyed by their route-table pattern (app/route-table.ts). */
export const screens: Readonly<Record<string, ComponentType>> = {
  "/ncd/:id/fft/:fftId": FftPage,
  "/banner/:id/fft/:fftId": FftPage,
};
