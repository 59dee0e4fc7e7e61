/** What other domains and the app's composition may use of signals. */

export { notesOfCapture } from "./capture-notes";
export { listCaptures } from "./capture-rows";
export {
  type Capture,
  type CaptureRow,
  captureSummary,
  decodeSamples,
  sensorCapture,
} from "./capture-store";
export { type MachineContext, machineContext, runningSpeedHz } from "./machine";
export { rebaselineRows } from "./rebaseline-rows";
export {
  editSignals,
  invalid,
  type Sensor,
  scopedSensor,
  viewSignals,
  withDsp,
} from "./sensor-procedures";
export { soundWaveformRoutes } from "./sound-routes";
export {
  captureSpeedRpm,
  envelopeBand,
  type SpectrumCore,
  spectrumCore,
  spectrumView,
} from "./spectrum";
export { queryTrend, TREND_LIMITS } from "./trend";
export { zoneOfSeries } from "./zone-rows";
