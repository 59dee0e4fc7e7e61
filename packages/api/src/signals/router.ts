import { router } from "../trpc";
import { gainAdjustment } from "./adjust-gain";
import { createLevelZones } from "./create-level-zones";
import { faultsOfSensor } from "./faults";
import { fft } from "./get-fft";
import { rssi } from "./get-rssi";
import { soundWaveform } from "./get-sound-waveform";
import { spectrum } from "./get-spectrum";
import { statistics } from "./get-statistics";
import { waveform } from "./get-waveform";
import { captures } from "./list-captures";
import { levelZones } from "./list-level-zones";
import { rebaselineItem } from "./rebaseline-item";
import { rebaseline } from "./rebaseline-sensors";
import { rebaselineZones } from "./rebaseline-zones";
import { requestFft } from "./request-fft";
import { saveLevelZones } from "./save-level-zones";
import { equipmentRpm } from "./set-equipment-rpm";
import { runtimeTracker } from "./track-runtime";
import { trend } from "./trend";
import { updateLevelZone } from "./update-level-zone";

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
