/**
 * This area's strings, merged into the translation resources by i18n/index.ts. Every key exists in
 * both languages (i18n.test.ts checks it).
 */
export const en = { maintenanceReference: {} };

export const es: typeof en = { maintenanceReference: {} };
