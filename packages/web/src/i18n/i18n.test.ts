import { describe, expect, it } from "vitest";
import { createI18n, languageCodeFor, missingKeyText, RESOURCES } from "./index";

// The merged resources: en.ts/es.ts plus every feature's i18n.ts.
const en = RESOURCES.en.translation;
const es = RESOURCES.es.translation;

function keyPaths(value: unknown, prefix = ""): string[] {
  if (typeof value !== "object" || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? "").sort();
}

describe("translations", () => {
  it("English and Spanish have exactly the same keys", () => {
    expect(keyPaths(es).sort()).toEqual(keyPaths(en).sort());
  });

  it("every Spanish text keeps the English placeholders and is not empty", () => {
    const esTexts = new Map(keyPaths(es).map((path) => [path, lookup(es, path)]));
    for (const path of keyPaths(en)) {
      const english = lookup(en, path);
      const spanish = esTexts.get(path) ?? "";
      expect(spanish.trim(), path).not.toBe("");
      expect(placeholders(spanish), path).toEqual(placeholders(english));
    }
  });

  it("keeps the spec's English wording for its messages", () => {
    const i18n = createI18n("en");
    expect(i18n.t("messages.logout")).toBe("Successfuly logout");
    expect(i18n.t("messages.limitedAccess")).toBe("You do not have permissions to view this page");
    expect(i18n.t("messages.notAuthenticated")).toBe("You are not authorized to view this page");
    expect(i18n.t("messages.itemCreated", { item: "Plant" })).toBe("Plant created");
  });

  it("renders a missing key as '<key> - text missing'", () => {
    const i18n = createI18n("en");
    expect(i18n.t("menu.no_such_entry")).toBe("menu.no_such_entry - text missing");
    expect(missingKeyText("a.b")).toBe("a.b - text missing");
  });

  it("switches to Spanish", () => {
    const i18n = createI18n("es");
    expect(i18n.t("messages.notAuthorized")).toBe("No autorizado");
    expect(i18n.t("list.total", { count: 3 })).toBe("3 registros");
  });

  it("maps the user's language id (1 English, 2 Spanish)", () => {
    expect(languageCodeFor(1)).toBe("en");
    expect(languageCodeFor(2)).toBe("es");
    expect(languageCodeFor(undefined)).toBe("en");
  });
});

function lookup(tree: unknown, path: string): string {
  let node: unknown = tree;
  for (const part of path.split(".")) node = (node as Record<string, unknown>)[part];
  return String(node);
}
