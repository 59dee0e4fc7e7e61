/** What other domains and the app's composition may use of signals. */

export { rebaselineRows } from "./rebaseline-rows";
export { scopedSensor } from "./sensor-procedures";
export { soundWaveformRoutes } from "./sound-routes";
export { queryTrend, TREND_LIMITS } from "./trend";
export { zoneOfSeries } from "./zone-rows";
