/** Field rules the forms share, each failing with the form's own "required" message. */
import { z } from "zod";

/** Text that must be filled in (blanks trimmed away), at most `max` characters. */
export const filledText = (required: string, max: number) =>
  z.string().trim().min(1, { error: required }).max(max);

/** A select that must have a choice (its value is the option's string). */
export const chosen = (required: string) => z.string().min(1, { error: required });
