/**
 * What a part number says about an item's options: its rated speed answers the type's RPM option,
 * and its nameplate specifications ({label, value}) answer the options of the same name. Choosing a
 * part number fills those options; a value the user enters against them asks before saving.
 */
import { OptionValueKind } from "@plantwise/shared";
import { NONE } from "./equipment-form-schema";
import type { TypeOption } from "./library-options";

/** The facts of the chosen part number the item form compares its options with. */
export interface PartNumberFacts {
  id: number;
  /** Its name as the picker shows it. */
  label: string;
  equipment_type_id: number | null;
  rated_rpm: number | null;
  specifications: readonly { label: string; value: string }[];
}

/** One option's value as the part number states it: what the form holds, and how it reads. */
export interface StatedValue {
  option: TypeOption;
  /** The form's value: a list value's id, or the number or text. */
  formValue: string;
  /** The value as a reader sees it, with the option's unit ("1 780 RPM"). */
  display: string;
}

/** One option whose entered value contradicts the part number. */
export interface PartNumberConflict {
  option: TypeOption;
  stated: string;
  entered: string;
}

const normalize = (text: string) =>
  text
    .toLowerCase()
    .replace(/\(.*?\)/g, "")
    .replace(/\s+/g, " ")
    .trim();

/** "15 kW", "1,780", "1 780 rpm" → 15, 1780, 1780; NaN when the text holds no number. */
export function leadingNumber(text: string): number {
  const match = /-?\d[\d\s\u00a0\u202f,]*(?:\.\d+)?/.exec(text);
  if (!match) return Number.NaN;
  return Number(match[0].replace(/[\s\u00a0\u202f,]/g, ""));
}

function formatNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 6 }).format(value);
}

function withUnit(text: string, unit: string | null): string {
  return unit ? `${text} ${unit}` : text;
}

/** The list value matching a stated text: same text, or the same number ("1780" for 1780). */
function listValueFor(option: TypeOption, stated: string) {
  const text = normalize(stated);
  const number = leadingNumber(stated);
  return (
    option.values.find((v) => normalize(v.value) === text) ??
    (Number.isFinite(number) ? option.values.find((v) => leadingNumber(v.value) === number) : undefined)
  );
}

/** The value the part number states for one option, from its rated speed or a specification. */
function statedText(option: TypeOption, facts: PartNumberFacts): string | null {
  if (option.is_rpm && facts.rated_rpm != null) return String(facts.rated_rpm);
  const name = normalize(option.name);
  const spec = facts.specifications.find((s) => normalize(s.label) === name);
  return spec && spec.value.trim() !== "" ? spec.value.trim() : null;
}

/** Every option of the chosen type the part number states a value for, keyed by its form key. */
export function statedOptionValues(
  facts: PartNumberFacts,
  options: readonly TypeOption[],
  locale: string,
): Map<string, StatedValue> {
  const stated = new Map<string, StatedValue>();
  for (const option of options) {
    const text = statedText(option, facts);
    if (text === null) continue;
    const key = `o${option.id}`;
    if (option.value_kind === OptionValueKind.LIST) {
      const value = listValueFor(option, text);
      if (value)
        stated.set(key, {
          option,
          formValue: String(value.id),
          display: withUnit(displayOf(value.value, locale), option.unit),
        });
    } else if (option.value_kind === OptionValueKind.NUMBER) {
      const number = leadingNumber(text);
      if (Number.isFinite(number)) {
        stated.set(key, {
          option,
          formValue: String(number),
          display: withUnit(formatNumber(number, locale), option.unit),
        });
      }
    } else {
      stated.set(key, { option, formValue: text, display: withUnit(text, option.unit) });
    }
  }
  return stated;
}

/** A list value or a typed number as it reads: numbers grouped for the reader ("1 780"). */
function displayOf(text: string, locale: string): string {
  const trimmed = text.trim();
  return /^-?\d+(\.\d+)?$/.test(trimmed) ? formatNumber(Number(trimmed), locale) : trimmed;
}

/** The form's option values with the part number's stated values written over them. */
export function filledOptionValues(
  current: Readonly<Record<string, string | null | undefined>>,
  stated: ReadonlyMap<string, StatedValue>,
): Record<string, string> {
  const next: Record<string, string> = {};
  for (const [key, value] of Object.entries(current)) next[key] = value ?? "";
  for (const [key, value] of stated) next[key] = value.formValue;
  return next;
}

function sameValue(option: TypeOption, entered: string, stated: string): boolean {
  if (option.value_kind === OptionValueKind.NUMBER) return leadingNumber(entered) === leadingNumber(stated);
  if (option.value_kind === OptionValueKind.LIST) return entered === stated;
  return normalize(entered) === normalize(stated);
}

/** The options whose entered value (not blank) differs from what the part number states. */
export function partNumberConflicts(
  values: Readonly<Record<string, string | null | undefined>>,
  stated: ReadonlyMap<string, StatedValue>,
  locale: string,
): PartNumberConflict[] {
  const conflicts: PartNumberConflict[] = [];
  for (const [key, { option, formValue, display }] of stated) {
    const entered = (values[key] ?? "").trim();
    const none = option.value_kind === OptionValueKind.LIST && entered === NONE;
    if (entered === "" || none || sameValue(option, entered, formValue)) continue;
    const enteredText =
      option.value_kind === OptionValueKind.LIST
        ? (option.values.find((v) => String(v.id) === entered)?.value ?? entered)
        : entered;
    conflicts.push({
      option,
      stated: display,
      entered: withUnit(displayOf(enteredText, locale), option.unit),
    });
  }
  return conflicts;
}
