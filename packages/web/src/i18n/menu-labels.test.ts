import { MENU_ENTRIES, MENU_SECTIONS } from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import { createI18n } from "./index";

describe("menu translations", () => {
  for (const language of ["en", "es"] as const) {
    it(`has a ${language} label for every menu entry and section`, () => {
      const i18n = createI18n(language);
      const missing = [
        ...MENU_ENTRIES.map((entry) => entry.labelKey),
        ...MENU_SECTIONS.map((section) => `sections.${section}`),
      ].filter((key) => !i18n.exists(key));
      expect(missing).toEqual([]);
    });
  }
});
