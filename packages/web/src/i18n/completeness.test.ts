/**
 * Spanish is complete: every resource (the base texts, the navigation and each feature's) has the
 * same keys and placeholders in English and Spanish, every feature's resources are merged in, no
 * text is left in English in the Spanish resources by mistake, and the names the server writes
 * into notifications and reports (alarm kinds, parameters, notification types) are the ones the
 * screens show.
 */
import {
  NOTIFICATION_TYPE_LABELS_ES,
  NOTIFICATION_TYPES,
  notificationTypeLabel,
  PARAMETER_NAMES,
  PARAMETER_NAMES_ES,
} from "@plantwise/shared";
import { describe, expect, it } from "vitest";
import { en } from "./en";
import { es } from "./es";
import { FEATURE_RESOURCES } from "./features";
import { navigationEn } from "./navigation-en";
import { navigationEs } from "./navigation-es";

type Tree = Record<string, unknown>;

/** Every leaf as [path, text]. */
function leaves(tree: unknown, prefix = ""): [string, string][] {
  if (typeof tree !== "object" || tree === null) return [[prefix, String(tree)]];
  return Object.entries(tree).flatMap(([key, child]) => leaves(child, prefix ? `${prefix}.${key}` : key));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

/** Keys on one side only, and texts whose placeholders differ, of one resource pair. */
function differences(english: unknown, spanish: unknown): string[] {
  const esTexts = new Map(leaves(spanish));
  const enTexts = new Map(leaves(english));
  return [
    ...[...enTexts.keys()].filter((k) => !esTexts.has(k)).map((k) => `${k}: missing in Spanish`),
    ...[...esTexts.keys()].filter((k) => !enTexts.has(k)).map((k) => `${k}: missing in English`),
    ...[...enTexts]
      .filter(([k]) => esTexts.has(k))
      .filter(
        ([k, text]) => JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(esTexts.get(k)!)),
      )
      .map(([k]) => `${k}: other placeholders`),
    ...[...esTexts].filter(([, text]) => text.trim() === "").map(([k]) => `${k}: empty in Spanish`),
  ];
}

/** Every feature folder's i18n module, found on disk, so a new one cannot be left out. */
const FEATURE_MODULES = import.meta.glob<{ en: object; es: object }>("../features/*/i18n.ts", {
  eager: true,
});

const RESOURCE_PAIRS: [string, unknown, unknown][] = [
  ["base (en.ts / es.ts)", en, es],
  ["navigation", navigationEn, navigationEs],
  ...Object.entries(FEATURE_MODULES).map(
    ([path, module]) => [path, module.en, module.es] as [string, unknown, unknown],
  ),
];

describe("every text exists in English and in Spanish", () => {
  it("finds a key missing in one language and a lost placeholder (the check itself)", () => {
    expect(differences({ a: { b: "x", c: "{{n}} new" } }, { a: { b: "x", c: "nuevas" } })).toEqual([
      "a.c: other placeholders",
    ]);
    expect(differences({ a: "x" }, { a: "x", b: "y" })).toEqual(["b: missing in English"]);
  });

  it("merges every feature's resources into the app's", () => {
    const merged = new Set(FEATURE_RESOURCES);
    const left = Object.entries(FEATURE_MODULES).filter(([, module]) => !merged.has(module));
    expect(left.map(([path]) => path)).toEqual([]);
  });

  it.each(RESOURCE_PAIRS)("%s: same keys and placeholders", (_, english, spanish) => {
    expect(differences(english, spanish)).toEqual([]);
  });
});

/**
 * Words a Spanish text may share with the English one: names, abbreviations, units and the words
 * spelt the same in both languages. A new text identical in both languages fails the test below
 * unless all its words are here.
 */
const SAME_IN_BOTH = new Set([
  "plantwise",
  "delete", // the typed confirmation word, as the spec gives it
  "id",
  "sensor",
  "no",
  "banner",
  "ncd",
  "firmware",
  "token",
  "ping",
  "limbo",
  "manual",
  "rpm",
  "sms",
  "imperial",
  "fft",
  "ftf",
  "bpfo",
  "bpfi",
  "bsf",
  "normal",
  "hz",
  "log",
  "rms",
  "min",
  "h",
  "total",
  "a",
  "z",
]);

describe("the Spanish resources carry no English left behind", () => {
  it.each(RESOURCE_PAIRS)("%s", (_, english, spanish) => {
    const esTexts = new Map(leaves(spanish));
    const same = leaves(english).filter(([k, text]) => esTexts.get(k) === text);
    const suspicious = same.filter(([, text]) => {
      const words =
        text
          .replace(/\{\{\s*\w+\s*\}\}/g, " ")
          .toLowerCase()
          .match(/\p{L}+/gu) ?? [];
      return words.some((w) => !SAME_IN_BOTH.has(w));
    });
    expect(suspicious.map(([k, text]) => `${k}: ${text}`)).toEqual([]);
  });
});

describe("the screens and the server name things alike", () => {
  const feature = (name: string) => FEATURE_MODULES[`../features/${name}/i18n.ts`]!;

  it("parameter names", () => {
    const signals = feature("signals") as { en: Tree; es: Tree };
    expect((signals.en.signals as Tree).parameters).toEqual(PARAMETER_NAMES);
    expect((signals.es.signals as Tree).parameters).toEqual(PARAMETER_NAMES_ES);
  });

  it("notification types are named by shared in both languages", () => {
    for (const info of NOTIFICATION_TYPES) {
      expect(notificationTypeLabel(info.id, "en")).toBe(info.label);
      expect(NOTIFICATION_TYPE_LABELS_ES[info.key as keyof typeof NOTIFICATION_TYPE_LABELS_ES]).toBeTruthy();
      expect(notificationTypeLabel(info.id, "es")).not.toBe(info.label);
    }
  });
});
