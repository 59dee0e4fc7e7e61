/**
 * Strings of the work order screens (workOrders.*), merged into the translation resources by
 * i18n/features.ts. Every key exists in both languages (i18n.test.ts checks it).
 */
export { en } from "./i18n-en";
export { es } from "./i18n-es";
