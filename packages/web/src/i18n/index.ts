import { setValidationLanguage } from "@plantwise/shared";
import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { readStorage, STORAGE_KEYS, writeStorage } from "@/lib/storage";
import { en } from "./en";
import { es } from "./es";
import { FEATURE_RESOURCES } from "./features";

/** Merges the feature resources in; a key defined twice is a mistake caught here. */
function withFeatures(base: object, language: "en" | "es"): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...base };
  for (const feature of FEATURE_RESOURCES) {
    for (const [key, value] of Object.entries(feature[language])) {
      if (key in merged) throw new Error(`i18n: top-level key "${key}" is defined twice`);
      merged[key] = value;
    }
  }
  return merged;
}

export const RESOURCES = {
  en: { translation: withFeatures(en, "en") },
  es: { translation: withFeatures(es, "es") },
};

export type LanguageCode = "en" | "es";
export const LANGUAGES: readonly LanguageCode[] = ["en", "es"];

/** Spec part 1 §9: English is language 1, Spanish 2. */
export function languageCodeFor(languageId: number | null | undefined): LanguageCode {
  return languageId === 2 ? "es" : "en";
}

/** Spec part 1 §1: a missing translation shows the key followed by " - text missing". */
export function missingKeyText(key: string): string {
  return `${key} - text missing`;
}

export function storedLanguage(): LanguageCode | null {
  const stored = readStorage(STORAGE_KEYS.language);
  return stored === "en" || stored === "es" ? stored : null;
}

export function createI18n(lng: LanguageCode = storedLanguage() ?? "en"): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    resources: RESOURCES,
    lng,
    fallbackLng: false,
    supportedLngs: ["en", "es"],
    interpolation: { escapeValue: false },
    returnNull: false,
    parseMissingKeyHandler: (key: string) => missingKeyText(key),
    initAsync: false,
  });
  // Validation messages (zod's, worded by @plantwise/shared) follow the interface language.
  setValidationLanguage(instance.language);
  instance.on("languageChanged", setValidationLanguage);
  return instance;
}

export const i18n = createI18n();

/** Switches the interface language and remembers the choice in this browser. */
export function setLanguage(code: LanguageCode, options: { persist?: boolean; instance?: I18n } = {}): void {
  const instance = options.instance ?? i18n;
  if (options.persist !== false) writeStorage(STORAGE_KEYS.language, code);
  void instance.changeLanguage(code);
  document.documentElement.lang = code;
}
