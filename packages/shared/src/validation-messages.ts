/**
 * Validation failures in the app's own words, in English and Spanish. Every zod issue code is worded
 * from its code and limits (`issueText`), never from zod's English ("Invalid input: expected string,
 * received undefined"). The server words a 422's field messages in the caller's language with
 * `fieldIssueText`; the web's forms word theirs with `issueText`.
 *
 * Importing this module also installs the wording as zod's locale map (`z.config({ localeError })`),
 * so an issue whose schema wrote no message of its own carries the app's words, in the language set
 * with `setValidationLanguage` (the web follows the interface language; the server stays English and
 * rewords per caller).
 */
import { z } from "zod";

export type ValidationLanguage = "en" | "es";
export const VALIDATION_LANGUAGES: readonly ValidationLanguage[] = ["en", "es"];

type Issue = z.core.$ZodIssue;
/** A raw issue as zod's error maps see it: the finalized fields plus the value that failed. */
type RawIssue = z.core.$ZodRawIssue;

interface Texts {
  required: string;
  invalid: string;
  number: string;
  integer: string;
  text: string;
  boolean: string;
  date: string;
  list: string;
  file: string;
  atLeastChars: (n: string) => string;
  atMostChars: (n: string) => string;
  exactlyChars: (n: string) => string;
  chooseAtLeast: (n: string) => string;
  chooseAtLeastOne: string;
  chooseAtMost: (n: string) => string;
  atLeast: (v: string) => string;
  above: (v: string) => string;
  atMost: (v: string) => string;
  below: (v: string) => string;
  onOrAfter: (v: string) => string;
  after: (v: string) => string;
  onOrBefore: (v: string) => string;
  before: (v: string) => string;
  fileAtLeast: (v: string) => string;
  fileAtMost: (v: string) => string;
  email: string;
  url: string;
  dateTime: string;
  time: string;
  duration: string;
  identifier: string;
  pattern: string;
  startsWith: (s: string) => string;
  endsWith: (s: string) => string;
  includes: (s: string) => string;
  lowercase: string;
  uppercase: string;
  multipleOf: (d: string) => string;
  decimals: (n: number) => string;
  unknownFields: (keys: string[]) => string;
  invalidKey: string;
  invalidElement: string;
  mustBe: (v: string) => string;
  oneOf: (values: string) => string;
  chooseFromList: string;
}

const TEXTS: Record<ValidationLanguage, Texts> = {
  en: {
    required: "Required",
    invalid: "Not valid",
    number: "Enter a number",
    integer: "Enter a whole number",
    text: "Enter text",
    boolean: "Choose yes or no",
    date: "Enter a valid date",
    list: "Must be a list",
    file: "Choose a file",
    atLeastChars: (n) => `At least ${n} characters`,
    atMostChars: (n) => `At most ${n} characters`,
    exactlyChars: (n) => `Exactly ${n} characters`,
    chooseAtLeast: (n) => `Choose at least ${n}`,
    chooseAtLeastOne: "Choose at least one",
    chooseAtMost: (n) => `Choose at most ${n}`,
    atLeast: (v) => `At least ${v}`,
    above: (v) => `Must be more than ${v}`,
    atMost: (v) => `At most ${v}`,
    below: (v) => `Must be less than ${v}`,
    onOrAfter: (v) => `On or after ${v}`,
    after: (v) => `After ${v}`,
    onOrBefore: (v) => `On or before ${v}`,
    before: (v) => `Before ${v}`,
    fileAtLeast: (v) => `The file must be at least ${v}`,
    fileAtMost: (v) => `The file must be at most ${v}`,
    email: "Enter a valid e-mail address",
    url: "Enter a valid web address",
    dateTime: "Enter a valid date and time",
    time: "Enter a valid time",
    duration: "Enter a valid duration",
    identifier: "Not a valid identifier",
    pattern: "Not in the right format",
    startsWith: (s) => `Must start with “${s}”`,
    endsWith: (s) => `Must end with “${s}”`,
    includes: (s) => `Must contain “${s}”`,
    lowercase: "Use lowercase letters only",
    uppercase: "Use uppercase letters only",
    multipleOf: (d) => `Must be a multiple of ${d}`,
    decimals: (n) =>
      n === 0 ? "Enter a whole number" : n === 1 ? "At most 1 decimal" : `At most ${n} decimals`,
    unknownFields: (keys) => `${keys.length === 1 ? "Unknown field" : "Unknown fields"}: ${keys.join(", ")}`,
    invalidKey: "Contains a key that is not valid",
    invalidElement: "Contains a value that is not valid",
    mustBe: (v) => `Must be ${v}`,
    oneOf: (values) => `Choose one of: ${values}`,
    chooseFromList: "Choose an option from the list",
  },
  es: {
    required: "Obligatorio",
    invalid: "No es válido",
    number: "Introduzca un número",
    integer: "Introduzca un número entero",
    text: "Introduzca un texto",
    boolean: "Elija sí o no",
    date: "Introduzca una fecha válida",
    list: "Debe ser una lista",
    file: "Elija un archivo",
    atLeastChars: (n) => `Al menos ${n} caracteres`,
    atMostChars: (n) => `Como máximo ${n} caracteres`,
    exactlyChars: (n) => `Exactamente ${n} caracteres`,
    chooseAtLeast: (n) => `Elija al menos ${n}`,
    chooseAtLeastOne: "Elija al menos uno",
    chooseAtMost: (n) => `Elija como máximo ${n}`,
    atLeast: (v) => `Al menos ${v}`,
    above: (v) => `Debe ser mayor que ${v}`,
    atMost: (v) => `Como máximo ${v}`,
    below: (v) => `Debe ser menor que ${v}`,
    onOrAfter: (v) => `El ${v} o después`,
    after: (v) => `Después del ${v}`,
    onOrBefore: (v) => `El ${v} o antes`,
    before: (v) => `Antes del ${v}`,
    fileAtLeast: (v) => `El archivo debe ocupar al menos ${v}`,
    fileAtMost: (v) => `El archivo debe ocupar como máximo ${v}`,
    email: "Introduzca un correo electrónico válido",
    url: "Introduzca una dirección web válida",
    dateTime: "Introduzca una fecha y hora válidas",
    time: "Introduzca una hora válida",
    duration: "Introduzca una duración válida",
    identifier: "No es un identificador válido",
    pattern: "No tiene el formato correcto",
    startsWith: (s) => `Debe empezar por «${s}»`,
    endsWith: (s) => `Debe terminar en «${s}»`,
    includes: (s) => `Debe contener «${s}»`,
    lowercase: "Use solo minúsculas",
    uppercase: "Use solo mayúsculas",
    multipleOf: (d) => `Debe ser múltiplo de ${d}`,
    decimals: (n) =>
      n === 0
        ? "Introduzca un número entero"
        : n === 1
          ? "Como máximo 1 decimal"
          : `Como máximo ${n} decimales`,
    unknownFields: (keys) =>
      `${keys.length === 1 ? "Campo desconocido" : "Campos desconocidos"}: ${keys.join(", ")}`,
    invalidKey: "Contiene una clave no válida",
    invalidElement: "Contiene un valor no válido",
    mustBe: (v) => `Debe ser ${v}`,
    oneOf: (values) => `Elija una de: ${values}`,
    chooseFromList: "Elija una opción de la lista",
  },
};

/** An enum short enough to list its values in the message; longer ones say "choose from the list". */
const LISTED_VALUES_MAX = 6;

const LOCALES: Record<ValidationLanguage, string> = { en: "en-US", es: "es-ES" };

function numberText(value: unknown, language: ValidationLanguage): string {
  const n = typeof value === "bigint" ? Number(value) : Number(value);
  if (!Number.isFinite(n)) return String(value);
  return n.toLocaleString(LOCALES[language], { maximumFractionDigits: 10 });
}

function dateText(value: unknown): string {
  const d = new Date(typeof value === "bigint" ? Number(value) : (value as number | string));
  return Number.isNaN(d.getTime()) ? String(value) : d.toISOString().slice(0, 10);
}

function bytesText(value: unknown, language: ValidationLanguage): string {
  const bytes = Number(value);
  if (!Number.isFinite(bytes)) return String(value);
  const units = ["B", "KB", "MB", "GB"];
  let size = bytes;
  let unit = 0;
  while (size >= 1024 && unit < units.length - 1) {
    size /= 1024;
    unit += 1;
  }
  return `${numberText(Math.round(size * 10) / 10, language)} ${units[unit]}`;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** Whether the failed value was blank: from the caller, the raw issue, or its `received` note. */
function blankness(issue: Issue | RawIssue, context: IssueContext | undefined): boolean | undefined {
  if (context && "value" in context) return isBlank(context.value);
  if ("input" in issue) return isBlank(issue.input);
  const received = (issue as { received?: unknown }).received;
  if (typeof received === "string") return received === "undefined" || received === "null";
  return undefined;
}

function typeText(expected: string, texts: Texts): string {
  switch (expected) {
    case "number":
    case "bigint":
    case "nan":
      return texts.number;
    case "int":
      return texts.integer;
    case "string":
    case "template_literal":
      return texts.text;
    case "boolean":
      return texts.boolean;
    case "date":
      return texts.date;
    case "array":
    case "tuple":
    case "set":
      return texts.list;
    case "file":
      return texts.file;
    case "nonoptional":
      return texts.required;
    default:
      return texts.invalid;
  }
}

function valueText(value: unknown, language: ValidationLanguage): string {
  if (typeof value !== "string") return String(value);
  return language === "es" ? `«${value}»` : `“${value}”`;
}

/** 0.01 → 2: the number of decimals a power-of-ten step allows, or undefined for other steps. */
function decimalsOf(divisor: number): number | undefined {
  if (!(divisor > 0) || divisor > 1) return undefined;
  const places = Math.round(-Math.log10(divisor));
  return Math.abs(divisor - 10 ** -places) < 1e-12 ? places : undefined;
}

function formatText(issue: { format: string }, texts: Texts): string {
  switch (issue.format) {
    case "email":
      return texts.email;
    case "url":
      return texts.url;
    case "datetime":
      return texts.dateTime;
    case "date":
      return texts.date;
    case "time":
      return texts.time;
    case "duration":
      return texts.duration;
    case "uuid":
    case "guid":
    case "cuid":
    case "cuid2":
    case "ulid":
    case "xid":
    case "ksuid":
    case "nanoid":
      return texts.identifier;
    case "starts_with":
      return texts.startsWith(String((issue as { prefix?: string }).prefix ?? ""));
    case "ends_with":
      return texts.endsWith(String((issue as { suffix?: string }).suffix ?? ""));
    case "includes":
      return texts.includes(String((issue as { includes?: string }).includes ?? ""));
    case "lowercase":
      return texts.lowercase;
    case "uppercase":
      return texts.uppercase;
    default:
      return texts.pattern;
  }
}

/** What the caller knows about the failed value: a form passes the field's value. */
export interface IssueContext {
  value?: unknown;
}

/**
 * One issue in the app's words, in `language`, from its code and limits. A `custom` issue (a
 * refinement written for one rule) keeps its own message, in Spanish through `customRuleText`.
 * `context.value` is the value that failed when the caller has it (a form); without it the issue's
 * own `input`, or the `received` note the installed map leaves, tells a blank value from a wrong one.
 */
export function issueText(
  issue: Issue | RawIssue,
  language: ValidationLanguage,
  context?: IssueContext,
): string {
  const texts = TEXTS[language] ?? TEXTS.en;
  const blank = blankness(issue, context);
  switch (issue.code) {
    case "invalid_type":
      return blank === true ? texts.required : typeText(issue.expected, texts);
    case "too_small": {
      const minimum = issue.minimum;
      const inclusive = issue.inclusive !== false;
      switch (issue.origin) {
        case "string":
          if (Number(minimum) <= 1) return texts.required;
          return issue.exact
            ? texts.exactlyChars(numberText(minimum, language))
            : texts.atLeastChars(numberText(minimum, language));
        case "array":
        case "set":
          return Number(minimum) <= 1
            ? texts.chooseAtLeastOne
            : texts.chooseAtLeast(numberText(minimum, language));
        case "date":
          return inclusive ? texts.onOrAfter(dateText(minimum)) : texts.after(dateText(minimum));
        case "file":
          return texts.fileAtLeast(bytesText(minimum, language));
        default:
          return inclusive
            ? texts.atLeast(numberText(minimum, language))
            : texts.above(numberText(minimum, language));
      }
    }
    case "too_big": {
      const maximum = issue.maximum;
      const inclusive = issue.inclusive !== false;
      switch (issue.origin) {
        case "string":
          return issue.exact
            ? texts.exactlyChars(numberText(maximum, language))
            : texts.atMostChars(numberText(maximum, language));
        case "array":
        case "set":
          return texts.chooseAtMost(numberText(maximum, language));
        case "date":
          return inclusive ? texts.onOrBefore(dateText(maximum)) : texts.before(dateText(maximum));
        case "file":
          return texts.fileAtMost(bytesText(maximum, language));
        default:
          return inclusive
            ? texts.atMost(numberText(maximum, language))
            : texts.below(numberText(maximum, language));
      }
    }
    case "invalid_format":
      return blank === true && issue.format !== "regex" ? texts.required : formatText(issue, texts);
    case "not_multiple_of": {
      const divisor = Number(issue.divisor);
      const decimals = decimalsOf(divisor);
      return decimals === undefined
        ? texts.multipleOf(numberText(issue.divisor, language))
        : texts.decimals(decimals);
    }
    case "unrecognized_keys":
      return texts.unknownFields(issue.keys);
    case "invalid_union":
      return blank === true ? texts.required : texts.invalid;
    case "invalid_key":
      return texts.invalidKey;
    case "invalid_element":
      return texts.invalidElement;
    case "invalid_value": {
      if (blank === true) return texts.required;
      const values = issue.values;
      if (values.length === 1) return texts.mustBe(valueText(values[0], language));
      if (
        values.length <= LISTED_VALUES_MAX &&
        values.every((v) => typeof v === "string" || typeof v === "number")
      ) {
        return texts.oneOf(values.map(String).join(", "));
      }
      return texts.chooseFromList;
    }
    case "custom": {
      const message = "message" in issue && typeof issue.message === "string" ? issue.message.trim() : "";
      if (
        message === "" ||
        isZodDefault(message) ||
        VALIDATION_LANGUAGES.some((l) => TEXTS[l].invalid === message)
      ) {
        return texts.invalid;
      }
      return customRuleText(message, language);
    }
    default:
      return texts.invalid;
  }
}

/** zod's own English defaults ("Invalid input: …", "Too small: …"), which never reach a reader. */
const ZOD_DEFAULT =
  /^(Invalid (input|option|string|number|key|element|email address|URL|UUID|value)\b|Too (small|big)\b|Unrecognized keys?\b)/;

export function isZodDefault(message: string): boolean {
  return ZOD_DEFAULT.test(message.trim());
}

/** Whether a finalized issue's message is a default wording (ours or zod's) rather than the schema's own. */
function hasDefaultMessage(issue: Issue): boolean {
  if (isZodDefault(issue.message)) return true;
  return VALIDATION_LANGUAGES.some((language) => issueText(issue, language) === issue.message);
}

/**
 * A 422 field message for a caller reading `language`. English callers get a schema's own message
 * when it wrote one (its words are the API's contract: "must be one of fft_request, …"); every
 * default wording, and everything for a Spanish caller, comes from `issueText`.
 */
export function fieldIssueText(issue: Issue, language: ValidationLanguage): string {
  if (issue.code === "custom") return issueText(issue, language);
  if (language === "en" && !hasDefaultMessage(issue)) return issue.message;
  return issueText(issue, language);
}

// --- The rules the shared schemas check by refinement, in Spanish -----------------------------

/** Refinement messages written once in English in the schemas, with their Spanish. Keys compare case-insensitively. */
const CUSTOM_RULES_ES: Record<string, string> = {
  "at most 2 decimals": "Como máximo 2 decimales",
  "is required": "Es obligatorio",
  "must be above the low edge": "Debe estar por encima del borde inferior",
  "must be above the warning zone": "Debe estar por encima de la zona de advertencia",
  "give either an item type or a sensor": "Indique un tipo de ítem o un sensor",
  "must all be captures of one plant": "Todas deben ser capturas de una misma planta",
  "each id may appear once": "Cada id puede aparecer una sola vez",
  "kind must be 1 (production line) or 2 (utility)":
    "El tipo debe ser 1 (línea de producción) o 2 (servicio)",
  "must be 0 (developer), 1 (provider staff) or 2 (customer)":
    "Debe ser 0 (desarrollador), 1 (personal del proveedor) o 2 (cliente)",
  "must be 1, 2 or 3": "Debe ser 1, 2 o 3",
  "must be an iana time zone": "Debe ser una zona horaria IANA",
  "not a section a company can switch": "No es una sección que una empresa pueda activar",
  "number of rolling elements must be a whole number":
    "El número de elementos rodantes debe ser un número entero",
  "number of rolling elements must be at least 1": "El número de elementos rodantes debe ser al menos 1",
  "unknown rpm source": "Origen de RPM desconocido",
  "unknown document kind": "Tipo de documento desconocido",
  "unknown value kind": "Tipo de valor desconocido",
  "must be 1 (standard) or 2 (envelope)": "Debe ser 1 (estándar) o 2 (envolvente)",
  "must be 1 (warning) or 2 (alarm)": "Debe ser 1 (advertencia) o 2 (alarma)",
  "must be greater than 0": "Debe ser mayor que 0",
  "unknown parameter type": "Tipo de parámetro desconocido",
  "must be a date and time": "Debe ser una fecha y hora",
  "only one option can be the category option": "Solo una opción puede ser la opción Categoría",
  "rolling-element diameter must be smaller than the pitch diameter":
    "El diámetro del elemento rodante debe ser menor que el diámetro primitivo",
  "must be epoch milliseconds or an iso date-time": "Debe ser milisegundos desde 1970 o una fecha y hora ISO",
  "name an alarm (id) or an incident (incident_id)": "Indique una alarma (id) o un incidente (incident_id)",
  "name at least one alarm": "Indique al menos una alarma",
  "not a date": "No es una fecha",
  "must not contain a nul character": "No debe contener un carácter NUL",
};

/** Templated refinement messages: a pattern of the English text and its Spanish from the captures. */
const CUSTOM_PATTERNS_ES: readonly [RegExp, (...groups: string[]) => string][] = [
  [/^must be one of the (.+?) \((.+)\)$/i, (what, values) => `Debe ser uno de ${what} (${values})`],
  [/^must be one of (.+)$/i, (values) => `Debe ser uno de: ${values}`],
  [/^must be (\d+) to (\d+)$/i, (from, to) => `Debe ser de ${from} a ${to}`],
  [/^must be (\d+(?:, \d+)*)$/i, (values) => `Debe ser ${values}`],
  [/^must be at most (\d+) characters of json$/i, (n) => `Como máximo ${n} caracteres de JSON`],
  [/^option "(.*)" is listed twice$/i, (name) => `La opción «${name}» aparece dos veces`],
  [/^value "(.*)" is listed twice$/i, (value) => `El valor «${value}» aparece dos veces`],
];

/** A refinement's message in `language`: English as written, Spanish from the tables above when known. */
export function customRuleText(message: string, language: ValidationLanguage): string {
  if (language === "en") return message;
  const known = CUSTOM_RULES_ES[message.trim().replace(/\.$/, "").toLowerCase()];
  if (known) return known;
  for (const [pattern, render] of CUSTOM_PATTERNS_ES) {
    const match = pattern.exec(message.trim());
    if (match) return render(...match.slice(1));
  }
  return message;
}

// --- zod's locale map -------------------------------------------------------------------------

let currentLanguage: ValidationLanguage = "en";

/** The language zod's default messages are worded in from now on (the web follows the interface). */
export function setValidationLanguage(language: string): void {
  currentLanguage = language === "es" ? "es" : "en";
}

export function validationLanguage(): ValidationLanguage {
  return currentLanguage;
}

/**
 * zod's locale map: the app's words in the current language. It notes what an invalid_type issue
 * (and an invalid_value or invalid_union issue) received — "undefined", "string"… — in the issue's `received` field, so a missing value can
 * still be told from a wrong one once zod has dropped the input.
 */
export function appLocaleError(issue: RawIssue): string {
  if (
    (issue.code === "invalid_type" || issue.code === "invalid_value" || issue.code === "invalid_union") &&
    !("received" in issue)
  ) {
    (issue as { received?: string }).received = receivedType(issue.input);
  }
  return issueText(issue, currentLanguage);
}

function receivedType(input: unknown): string {
  if (input === null) return "null";
  if (Array.isArray(input)) return "array";
  if (typeof input === "number" && Number.isNaN(input)) return "NaN";
  return typeof input;
}

z.config({ localeError: appLocaleError });

/** The language of a user (1 English, 2 Spanish) or of an Accept-Language header; English otherwise. */
export function validationLanguageOf(source: number | string | null | undefined): ValidationLanguage {
  if (source === 2) return "es";
  if (typeof source !== "string") return "en";
  const first = source
    .split(",")
    .map((part) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.find((p) => p.trim().startsWith("q="));
      return { tag: tag.trim().toLowerCase(), q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.tag !== "" && entry.q > 0)
    .sort((a, b) => b.q - a.q)
    .find((entry) => entry.tag === "*" || entry.tag.startsWith("en") || entry.tag.startsWith("es"));
  return first?.tag.startsWith("es") ? "es" : "en";
}
