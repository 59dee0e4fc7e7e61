/**
 * A react-hook-form resolver that validates with a zod schema — typically one shared with the API
 * (`@plantwise/shared`), whose rules and limits are written once — and words each failure in the
 * reader's language from the issue's code and limits, whatever English message the schema carries.
 * Only `custom` issues (a form's own refinements) keep their message, which the form wrote already
 * translated.
 */
import { toNestErrors } from "@hookform/resolvers";
import type { TFunction } from "i18next";
import type { FieldError, FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type { z } from "zod";

type Issue = z.core.$ZodIssue;

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === "string" && value.trim() === "");
}

/** The reader's wording of one zod issue; `value` is the field's value as the form holds it. */
export function issueMessage(issue: Issue, value: unknown, t: TFunction): string {
  switch (issue.code) {
    case "custom":
      return issue.message;
    case "invalid_type":
      if (isBlank(value)) return t("form.required");
      return issue.expected === "number" || issue.expected === "int"
        ? t("form.mustBeNumber")
        : t("form.invalid");
    case "too_small": {
      const minimum = Number(issue.minimum);
      if (issue.origin === "string" || issue.origin === "array" || issue.origin === "set") {
        return minimum <= 1 ? t("form.required") : t("form.tooShort", { count: minimum });
      }
      return t(issue.inclusive === false ? "form.above" : "form.atLeast", { value: minimum });
    }
    case "too_big": {
      const maximum = Number(issue.maximum);
      if (issue.origin === "string") return t("form.tooLong", { count: maximum });
      if (issue.origin === "array" || issue.origin === "set") return t("form.tooMany", { count: maximum });
      return t(issue.inclusive === false ? "form.below" : "form.atMost", { value: maximum });
    }
    case "invalid_format":
      return issue.format === "email" ? t("form.invalidEmail") : t("form.invalid");
    case "invalid_value":
    case "invalid_union":
      return isBlank(value) ? t("form.required") : t("form.chooseFromList");
    case "not_multiple_of":
      return t("form.multipleOf", { value: Number(issue.divisor) });
    default:
      return t("form.invalid");
  }
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
