/** The DSP core. The worker pool is a separate entry, `@plantwise/dsp/pool`, so importing these
 * functions never loads piscina or worker threads. */
export * from "./band-energy";
export * from "./bands";
export * from "./bearings";
export * from "./envelope";
export * from "./errors";
export * from "./fft";
export * from "./peaks";
export * from "./spectral-bands";
export * from "./spectrum";
export * from "./synth";
export * from "./units";
export * from "./windows";
export * from "./zones";
