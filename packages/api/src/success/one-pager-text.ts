/**
 * Every word the ROI one-pager's PDF writes, in each language the product speaks (users.language:
 * 1 English, 2 Spanish). Dates stay in the spec's yyyy-mm-dd form, which reads the same in both;
 * amounts are grouped and rounded to cents in the reader's locale.
 */
import type { LanguageCode } from "@plantwise/shared";

export interface OnePagerWords {
  locale: string;
  heading: string;
  period: (from: string, to: string, timeZone: string) => string;
  totalSavings: string;
  cost: string;
  net: string;
  roi: string;
  noRoi: string;
  sensorsMonitored: string;
  alarmsRaised: string;
  avoidedFailures: string;
  avoidedSavings: (amount: string) => string;
  workOrdersCompleted: string;
  requisitionsCompleted: string;
  requisitionSavings: (amount: string) => string;
  topItems: string;
  noTopItems: string;
  columns: { item: string; savings: string; workOrders: string; requisitions: string };
  summary: string;
  noSummary: string;
  footer: (date: string) => string;
  /** The file's name, before ".pdf". */
  fileName: string;
}

const WORDS: Record<LanguageCode, OnePagerWords> = {
  en: {
    locale: "en-US",
    heading: "ROI one-pager",
    period: (from, to, zone) => `Period: ${from} to ${to} (${zone})`,
    totalSavings: "Total savings",
    cost: "Cost of the work",
    net: "Net",
    roi: "ROI",
    noRoi: "no cost recorded",
    sensorsMonitored: "Sensors monitored",
    alarmsRaised: "Alarms raised",
    avoidedFailures: "Avoided failures (work orders from alarms)",
    avoidedSavings: (amount) => `saving ${amount}`,
    workOrdersCompleted: "Work orders completed",
    requisitionsCompleted: "Requisitions completed",
    requisitionSavings: (amount) => `saving ${amount}`,
    topItems: "Top items by savings",
    noTopItems: "No savings were recorded on equipment items in this period.",
    columns: { item: "Item", savings: "Savings", workOrders: "Work orders", requisitions: "Requisitions" },
    summary: "Summary",
    noSummary: "No summary written.",
    footer: (date) => `Plantwise · generated ${date}`,
    fileName: "roi-one-pager",
  },
  es: {
    locale: "es-ES",
    heading: "Resumen de ROI",
    period: (from, to, zone) => `Periodo: ${from} a ${to} (${zone})`,
    totalSavings: "Ahorro total",
    cost: "Costo del trabajo",
    net: "Neto",
    roi: "ROI",
    noRoi: "sin costo registrado",
    sensorsMonitored: "Sensores monitoreados",
    alarmsRaised: "Alarmas generadas",
    avoidedFailures: "Fallas evitadas (órdenes de trabajo por alarmas)",
    avoidedSavings: (amount) => `ahorro ${amount}`,
    workOrdersCompleted: "Órdenes de trabajo completadas",
    requisitionsCompleted: "Requisiciones completadas",
    requisitionSavings: (amount) => `ahorro ${amount}`,
    topItems: "Ítems con mayor ahorro",
    noTopItems: "No se registraron ahorros en ítems de equipo en este periodo.",
    columns: {
      item: "Ítem",
      savings: "Ahorro",
      workOrders: "Órdenes de trabajo",
      requisitions: "Requisiciones",
    },
    summary: "Resumen",
    noSummary: "Sin resumen escrito.",
    footer: (date) => `Plantwise · generado el ${date}`,
    fileName: "resumen-roi",
  },
};

export function onePagerWords(language: LanguageCode): OnePagerWords {
  return WORDS[language];
}
