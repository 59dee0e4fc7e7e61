/**
 * A react-hook-form resolver that validates with a zod schema — typically one shared with the API
 * (`@plantwise/shared`), whose rules and limits are written once — and words each failure in the
 * reader's language with the shared wording (`issueText`), from the issue's code and limits, whatever
 * English message the schema carries. Only `custom` issues (a form's own refinements) keep their
 * message, which the form wrote already translated.
 */

import { toNestErrors } from "@hookform/resolvers";
import { issueText, type ValidationLanguage, validationLanguage } from "@plantwise/shared";
import type { TFunction } from "i18next";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type Issue = z.core.$ZodIssue;

/**
 * The language a `t` speaks: react-i18next's `t` is fixed to one (`lng`); a bare instance `t` follows
 * the interface language, which the validation wording tracks (`setValidationLanguage`).
 */
export function languageOfT(t: TFunction): ValidationLanguage {
  const lng = (t as TFunction & { lng?: unknown }).lng;
  if (typeof lng === "string") return lng.startsWith("es") ? "es" : "en";
  return validationLanguage();
}

/** The reader's wording of one zod issue; `value` is the field's value as the form holds it. */
export function issueMessage(issue: Issue, value: unknown, t: TFunction): string {
  return issueText(issue, languageOfT(t), { value });
}

function valueAt(values: unknown, path: readonly PropertyKey[]): unknown {
  let current = values;
  for (const key of path) {
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<PropertyKey, unknown>)[key];
  }
  return current;
}

/** The first issue of each field, worded for the reader, keyed by its dotted path. */
export function localizedErrors(issues: readonly Issue[], values: unknown, t: TFunction): FieldErrors {
  const errors: Record<string, FieldError> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).join(".");
    if (errors[path]) continue;
    errors[path] = { type: issue.code, message: issueMessage(issue, valueAt(values, issue.path), t) };
  }
  return errors;
}

export function localizedResolver<TInput extends FieldValues, TOutput>(
  schema: z.ZodType<TOutput, TInput>,
  t: TFunction,
): Resolver<TInput, unknown, TOutput> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    return {
      values: {},
      errors: toNestErrors(localizedErrors(result.error.issues, values, t), options),
    };
  };
}
