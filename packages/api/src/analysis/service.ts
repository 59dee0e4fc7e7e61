/** What other domains and the app's composition may use of the analyst's workbench. */
export { registerBandJobs } from "./band-backfill";
export { rewriteBandReadings, seedBandZones } from "./band-store";
export { type BandCapture, type BandReading, type BandZoneSeed, bandReadings } from "./band-values";
export { closeDspPool } from "./dsp-pool";
export { captureExportRoutes } from "./export-routes";
