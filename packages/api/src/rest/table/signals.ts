import type { RestRoute } from "../routes";

/** Signal queries under /sensors/… (trend, level zones, FFT, gain, run hours, sound waveform). */
export const SIGNAL_ROUTES: readonly RestRoute[] = [];
