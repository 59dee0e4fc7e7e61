import { router } from "../trpc";
import { captures, fft, spectrum, waveform } from "./captures";
import { equipmentRpm, gainAdjustment, requestFft, runtimeTracker, soundWaveform } from "./commands";
import { faultsOfSensor } from "./faults";
import { rebaseline, rebaselineItem, rebaselineZones } from "./rebaseline";
import { rssi, statistics } from "./statistics";
import { trend } from "./trend";
import { createLevelZones, levelZones, saveLevelZones, updateLevelZone } from "./zones";

/** Signal queries: trends, statistics, level zones, FFT, waveforms, gain, run hours. */
export const signalsRouter = router({
  trend,
  statistics,
  captures,
  spectrum,
  waveform,
  fft,
  requestFft,
  levelZones,
  saveLevelZones,
  createLevelZones,
  updateLevelZone,
  rebaselineZones,
  rebaselineItem,
  rebaseline,
  rssi,
  faults: faultsOfSensor,
  gainAdjustment,
  runtimeTracker,
  equipmentRpm,
  soundWaveform,
});
