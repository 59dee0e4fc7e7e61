/**
 * Strings of the sensor screens (list, form, statistics, the item's PdM and multi-view tabs),
 * merged into the translation resources by i18n/features.ts. Every key exists in both languages.
 */
export { en } from "./i18n-en";
export { es } from "./i18n-es";
