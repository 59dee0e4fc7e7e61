/**
 * Every word the one-page chart PDF writes, in each language the product speaks (the requester's:
 * users.language). Numbers and units come in already formatted; names (plant, sensor, bearing,
 * marker and cursor labels) are the data's own and stay as typed.
 */
import type { LanguageCode, MarkerFamily } from "@plantwise/shared";

export interface ChartPdfWords {
  spectrum: string;
  envelope: string;
  sensor: (name: string) => string;
  axis: (axis: string) => string;
  captured: (time: string) => string;
  scaling: { peak: string; rms: string };
  fmax: (hz: string) => string;
  lines: (count: string) => string;
  resolution: (hz: string) => string;
  window: (name: string) => string;
  band: (from: string, to: string) => string;
  runningSpeed: (hz: string, rpm: string) => string;
  runningSpeedUnknown: string;
  speedSource: { capture: string; item: string };
  bearing: (name: string) => string;
  noBearing: string;
  frequencyAxis: string;
  ordersAxis: string;
  amplitudeAxis: (unit: string) => string;
  levelAxis: (reference: string, unit: string) => string;
  /** Under the chart when orders were asked for but the running speed is unknown. */
  ordersUnavailable: string;
  families: Record<MarkerFamily, string>;
  markers: string;
  cursors: string;
  columns: { label: string; frequency: string; order: string; amplitude: string; level: string };
  /** Before the notes on the capture, newest first. */
  notes: (count: string) => string;
  noteAt: (hz: string) => string;
  generated: (time: string) => string;
}

export const CHART_PDF_WORDS: Readonly<Record<LanguageCode, ChartPdfWords>> = {
  en: {
    spectrum: "Spectrum",
    envelope: "Envelope spectrum",
    sensor: (name) => `Sensor ${name}`,
    axis: (axis) => `Axis ${axis}`,
    captured: (time) => `Captured ${time}`,
    scaling: { peak: "peak", rms: "RMS" },
    fmax: (hz) => `Fmax ${hz} Hz`,
    lines: (count) => `${count} lines`,
    resolution: (hz) => `Resolution ${hz} Hz`,
    window: (name) => `${name} window`,
    band: (from, to) => `Envelope band ${from}–${to} Hz`,
    runningSpeed: (hz, rpm) => `Running speed ${hz} Hz (${rpm} RPM)`,
    runningSpeedUnknown: "Running speed unknown",
    speedSource: { capture: "from the capture", item: "from the item" },
    bearing: (name) => `Bearing ${name}`,
    noBearing: "No bearing",
    frequencyAxis: "Frequency (Hz)",
    ordersAxis: "Orders (× running speed)",
    amplitudeAxis: (unit) => `Amplitude (${unit})`,
    levelAxis: (reference, unit) => `Level (dB re ${reference} ${unit})`,
    ordersUnavailable: "Running speed unknown: frequency drawn in Hz",
    families: {
      order: "Orders",
      bearing: "Bearing",
      gear: "Gear mesh",
      vane: "Vane pass",
      blade: "Blade pass",
      belt: "Belt",
      line: "Line frequency",
    },
    markers: "Markers",
    cursors: "Cursors",
    columns: {
      label: "Label",
      frequency: "Hz",
      order: "Order",
      amplitude: "Amplitude",
      level: "dB",
    },
    notes: (count) => `Notes (${count})`,
    noteAt: (hz) => `at ${hz} Hz`,
    generated: (time) => `Generated ${time} by Plantwise`,
  },
  es: {
    spectrum: "Espectro",
    envelope: "Espectro de envolvente",
    sensor: (name) => `Sensor ${name}`,
    axis: (axis) => `Eje ${axis}`,
    captured: (time) => `Capturado el ${time}`,
    scaling: { peak: "pico", rms: "RMS" },
    fmax: (hz) => `Fmáx ${hz} Hz`,
    lines: (count) => `${count} líneas`,
    resolution: (hz) => `Resolución ${hz} Hz`,
    window: (name) => `Ventana ${name}`,
    band: (from, to) => `Banda de envolvente ${from}–${to} Hz`,
    runningSpeed: (hz, rpm) => `Velocidad de giro ${hz} Hz (${rpm} RPM)`,
    runningSpeedUnknown: "Velocidad de giro desconocida",
    speedSource: { capture: "de la captura", item: "del ítem" },
    bearing: (name) => `Rodamiento ${name}`,
    noBearing: "Sin rodamiento",
    frequencyAxis: "Frecuencia (Hz)",
    ordersAxis: "Órdenes (× velocidad de giro)",
    amplitudeAxis: (unit) => `Amplitud (${unit})`,
    levelAxis: (reference, unit) => `Nivel (dB re ${reference} ${unit})`,
    ordersUnavailable: "Velocidad de giro desconocida: frecuencia dibujada en Hz",
    families: {
      order: "Órdenes",
      bearing: "Rodamiento",
      gear: "Engrane",
      vane: "Paso de álabes",
      blade: "Paso de aspas",
      belt: "Correa",
      line: "Frecuencia de red",
    },
    markers: "Marcadores",
    cursors: "Cursores",
    columns: {
      label: "Etiqueta",
      frequency: "Hz",
      order: "Orden",
      amplitude: "Amplitud",
      level: "dB",
    },
    notes: (count) => `Notas (${count})`,
    noteAt: (hz) => `a ${hz} Hz`,
    generated: (time) => `Generado el ${time} por Plantwise`,
  },
};

export function chartPdfWords(language: LanguageCode): ChartPdfWords {
  return CHART_PDF_WORDS[language];
}
