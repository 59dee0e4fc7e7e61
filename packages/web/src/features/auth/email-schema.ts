import type { TFunction } from "i18next";
import { z } from "zod";

/** An account's e-mail as typed at sign-in: trimmed, lower-cased, and an address. */
export function accountEmail(t: TFunction) {
  return z
    .string()
    .trim()
    .toLowerCase()
    .pipe(z.email(t("auth.emailInvalid")));
}
