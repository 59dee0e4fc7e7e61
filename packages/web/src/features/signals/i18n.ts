/**
 * Strings of the signal charts and the FFT page (signals.*) and of the public chart page
 * (publicGraph.*), merged into the translation resources by i18n/features.ts. Every key exists in
 * both languages (i18n.test.ts checks it).
 */
export { en } from "./i18n-en";
export { es } from "./i18n-es";
