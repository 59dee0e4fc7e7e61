/**
 * Every word the reports write (PDF titles, headings, column names, the e-mail's summary text), in
 * each language the product speaks. A report is written in its reader's language: a scheduled
 * report in its owner's, a graphical digest in the requester's (users.language: 1 English,
 * 2 Spanish). Dates stay in the spec's yyyy-mm-dd form, which reads the same in both.
 */
import { alertTypeLabel, axisLabel, type LanguageCode, parameterLabel } from "@plantwise/shared";

export interface ReportWords {
  /** The footer of every page. */
  page: (footer: string, page: number, pages: number) => string;
  /** A dash-less "from – to (zone)" period. */
  period: (from: string, to: string, timeZone: string) => string;
  noPlants: string;
  /** An alarm about the device itself has no parameter. */
  device: string;
  open: string;
  acknowledged: string;
  columns: {
    raised: string;
    type: string;
    sensor: string;
    item: string;
    parameter: string;
    value: string;
    cleared: string;
    acknowledged: string;
    unit: string;
    min: string;
    avg: string;
    max: string;
    readings: string;
    warning: string;
    alarm: string;
  };
  alarms: {
    title: (period: string) => string;
    count: (count: number, open: number) => string;
    /** One plant's line of the e-mail summary; `capped`: more than `count` were found. */
    plantLine: (plant: string, count: number, open: number, capped: boolean) => string;
    onlyFirst: (count: number) => string;
    attached: (file: string) => string;
  };
  digest: {
    title: (sensor: string) => string;
    sensorLine: (name: string, serial: string, family: string) => string;
    period: (period: string) => string;
    summary: string;
    noReadings: string;
    alarmsInPeriod: string;
    noAlarms: string;
    noSensors: string;
    /** The e-mail's summary of a scheduled digest. */
    of: (names: string) => string;
    none: string;
    attached: (file: string) => string;
    /** The file name of a requested digest (before the date). */
    fileName: (sensor: string) => string;
  };
  chart: {
    noReadings: string;
    legend: string;
    warning: (value: string) => string;
    alarm: (value: string) => string;
  };
  plantSummary: {
    asOf: (at: string) => string;
    noPlants: string;
    users: (count: number, active: number) => string;
    teams: (names: string) => string;
    noTeams: string;
  };
}

export const REPORT_WORDS: Readonly<Record<LanguageCode, ReportWords>> = {
  en: {
    page: (footer, page, pages) => `${footer} · page ${page} of ${pages}`,
    period: (from, to, timeZone) => `${from} – ${to} (${timeZone})`,
    noPlants: "This report covers no plants.",
    device: "Device",
    open: "open",
    acknowledged: "acknowledged",
    columns: {
      raised: "Raised",
      type: "Type",
      sensor: "Sensor",
      item: "Item",
      parameter: "Parameter",
      value: "Value",
      cleared: "Cleared",
      acknowledged: "Acknowledged",
      unit: "Unit",
      min: "Min",
      avg: "Avg",
      max: "Max",
      readings: "Readings",
      warning: "Warning",
      alarm: "Alarm",
    },
    alarms: {
      title: (period) => `Alarms ${period}`,
      count: (count, open) => `${count} alarms, ${open} still open`,
      plantLine: (plant, count, open, capped) =>
        `${plant}: ${capped ? "more than " : ""}${count} alarms, ${open} still open`,
      onlyFirst: (count) => `Only the first ${count} are listed.`,
      attached: (file) => `The full list is attached (${file}).`,
    },
    digest: {
      title: (sensor) => `Graphical digest: ${sensor}`,
      sensorLine: (name, serial, family) => `Sensor ${name} · serial ${serial} · ${family}`,
      period: (period) => `Period ${period}`,
      summary: "Summary",
      noReadings: "The sensor sent no readings in this period.",
      alarmsInPeriod: "Alarms in the period",
      noAlarms: "No alarms in this period.",
      noSensors: "No sensors to report on: the report names none the recipient may see.",
      of: (names) => `Graphical digest of ${names}.`,
      none: "no sensors",
      attached: (file) => `The digest is attached (${file}).`,
      fileName: (sensor) => `digest ${sensor}`,
    },
    chart: {
      noReadings: "No readings in this period",
      legend: "Line: mean per bucket, band: min–max",
      warning: (value) => `Warning ${value} (amber, dashed)`,
      alarm: (value) => `Alarm ${value} (red, dashed)`,
    },
    plantSummary: {
      asOf: (at) => `Plant summary as of ${at} UTC`,
      noPlants: "This report covers no plants yet.",
      users: (count, active) => `Users: ${count} (${active} active)`,
      teams: (names) => `Teams: ${names}`,
      noTeams: "Teams: none",
    },
  },
  es: {
    page: (footer, page, pages) => `${footer} · página ${page} de ${pages}`,
    period: (from, to, timeZone) => `${from} – ${to} (${timeZone})`,
    noPlants: "Este informe no abarca ninguna planta.",
    device: "Dispositivo",
    open: "abierta",
    acknowledged: "reconocida",
    columns: {
      raised: "Activada",
      type: "Tipo",
      sensor: "Sensor",
      item: "Ítem",
      parameter: "Parámetro",
      value: "Valor",
      cleared: "Despejada",
      acknowledged: "Reconocida",
      unit: "Unidad",
      min: "Mín.",
      avg: "Media",
      max: "Máx.",
      readings: "Lecturas",
      warning: "Advertencia",
      alarm: "Alarma",
    },
    alarms: {
      title: (period) => `Alarmas ${period}`,
      count: (count, open) => `${count} alarmas, ${open} aún abiertas`,
      plantLine: (plant, count, open, capped) =>
        `${plant}: ${capped ? "más de " : ""}${count} alarmas, ${open} aún abiertas`,
      onlyFirst: (count) => `Solo se listan las primeras ${count}.`,
      attached: (file) => `La lista completa va adjunta (${file}).`,
    },
    digest: {
      title: (sensor) => `Resumen gráfico: ${sensor}`,
      sensorLine: (name, serial, family) => `Sensor ${name} · n.º de serie ${serial} · ${family}`,
      period: (period) => `Periodo ${period}`,
      summary: "Resumen",
      noReadings: "El sensor no envió lecturas en este periodo.",
      alarmsInPeriod: "Alarmas del periodo",
      noAlarms: "No hubo alarmas en este periodo.",
      noSensors:
        "No hay sensores sobre los que informar: el informe no nombra ninguno que el destinatario pueda ver.",
      of: (names) => `Resumen gráfico de ${names}.`,
      none: "ningún sensor",
      attached: (file) => `El resumen va adjunto (${file}).`,
      fileName: (sensor) => `resumen ${sensor}`,
    },
    chart: {
      noReadings: "Sin lecturas en este periodo",
      legend: "Línea: media por intervalo, banda: mín.–máx.",
      warning: (value) => `Advertencia ${value} (ámbar, discontinua)`,
      alarm: (value) => `Alarma ${value} (roja, discontinua)`,
    },
    plantSummary: {
      asOf: (at) => `Resumen de planta a fecha de ${at} UTC`,
      noPlants: "Este informe aún no abarca ninguna planta.",
      users: (count, active) => `Usuarios: ${count} (${active} activos)`,
      teams: (names) => `Equipos: ${names}`,
      noTeams: "Equipos: ninguno",
    },
  },
};

/** The words of a language, with the names of alarm kinds and parameters in it. */
export function reportText(language: LanguageCode) {
  const words = REPORT_WORDS[language];
  return {
    ...words,
    language,
    alertType: (id: number) => alertTypeLabel(id, language),
    /** "Velocity RMS · X"; the device word for alarms about the device itself. */
    parameter: (parameterType: number | null, axis = 0) =>
      (parameterType === null ? words.device : parameterLabel(parameterType, language)) +
      (axis ? ` · ${axisLabel(axis)}` : ""),
  };
}

export type ReportText = ReturnType<typeof reportText>;
