import type { RestRoute } from "../rest/routes";

/**
 * Signal queries under /sensors/… (FFT, level zones, re-baseline, signal strength, faults, gain,
 * run hours, RPM, sound waveform). Trends, statistics, captures, spectra and waveforms have no
 * documented path: the web app reads them over tRPC. The sound waveform's GET answers binary audio,
 * so it is an Express route (signals/sound-routes.ts), not in this table.
 */
export const SIGNAL_ROUTES: readonly RestRoute[] = [
  {
    method: "GET",
    path: "/sensors/{sensorId}/ncd/fft",
    procedure: "signals.fft",
    envelope: "data",
    summary: "A capture's spectrum (the latest by default) and the capture list",
  },
  {
    method: "POST",
    path: "/sensors/{sensorId}/ncd/fft",
    procedure: "signals.requestFft",
    envelope: "data",
    summary: "Request an FFT capture from the sensor (queued controller command)",
  },
  {
    method: "GET",
    path: "/sensors/{sensorId}/rssi",
    procedure: "signals.rssi",
    envelope: "data",
    summary: "Signal strength and battery, now and over 7 days",
  },
  {
    method: "GET",
    path: "/sensors/{sensorId}/faults",
    procedure: "signals.faults",
    envelope: "data",
    summary: "Faults diagnosed from the latest capture",
  },
  {
    method: "GET",
    path: "/sensors/jobs/level-zones/our",
    procedure: "signals.levelZones",
    envelope: "data",
    summary: "A sensor's level zones",
  },
  {
    method: "PUT",
    path: "/sensors/jobs/level-zones/our",
    procedure: "signals.saveLevelZones",
    envelope: "data",
    summary: "Save a sensor's level zones",
  },
  {
    method: "PUT",
    path: "/sensors/jobs/level-zones",
    procedure: "signals.saveLevelZones",
    envelope: "data",
    summary: "Save level zones of several sensors",
  },
  {
    method: "POST",
    path: "/sensors/jobs/{sensorId}/level-zones",
    procedure: "signals.createLevelZones",
    envelope: "data",
    summary: "Create level zones of a sensor",
  },
  {
    method: "PUT",
    path: "/sensors/jobs/{sensorId}/level-zones/{zoneId}",
    procedure: "signals.updateLevelZone",
    envelope: "data",
    summary: "Update one level zone",
  },
  {
    method: "PUT",
    path: "/sensors/jobs/level-zones/re-baseline",
    procedure: "signals.rebaselineZones",
    envelope: "data",
    summary: "Re-baseline a sensor's zones",
  },
  {
    method: "PUT",
    path: "/sensors/{itemId}/rebaseline",
    procedure: "signals.rebaselineItem",
    envelope: "data",
    summary: "Re-baseline every sensor of an item",
  },
  {
    method: "PUT",
    path: "/sensors/rebaseline",
    procedure: "signals.rebaseline",
    envelope: "data",
    summary: "Re-baseline several sensors",
  },
  {
    method: "PUT",
    path: "/sensors/{sensorId}/gain-adjustment",
    procedure: "signals.gainAdjustment",
    envelope: "data",
    summary: "Increase, decrease or reset the sensor's gain",
  },
  {
    method: "PUT",
    path: "/sensors/{sensorId}/runtime-tracker",
    procedure: "signals.runtimeTracker",
    envelope: "data",
    summary: "Run-hour tracking: switch, reset, threshold",
  },
  {
    method: "POST",
    path: "/sensors/commands/{sensorId}/equipment-rpm",
    procedure: "signals.equipmentRpm",
    envelope: "data",
    summary: "Send the equipment RPM to the sensor",
  },
  {
    method: "POST",
    path: "/sensors/{sensorId}/fft/{fftId}/sound-waveform/{axis}",
    procedure: "signals.soundWaveform",
    envelope: "data",
    summary: "The URL of a capture's sound waveform (WAV)",
  },
];
