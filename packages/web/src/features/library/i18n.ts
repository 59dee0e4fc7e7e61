/**
 * The library screens' strings (brands, part numbers, item types, categories, applications,
 * documents, store rooms). Every key exists in both languages (i18n.test.ts checks it).
 */
export { en } from "./i18n-en";
export { es } from "./i18n-es";
