import { router } from "../../trpc";

/** Signal queries: trends, statistics, level zones, FFT, waveforms, gain, run hours. */
export const signalsRouter = router({});
