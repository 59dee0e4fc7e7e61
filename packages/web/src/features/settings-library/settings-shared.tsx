import { useMemo } from "react";
import { useTranslation } from "react-i18next";

/** Formats numbers in the user's language with at most `digits` decimals ("3.585" / "3,585"). */
export function useNumberFormat(digits: number) {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const format = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits });
    return (value: number | null | undefined) =>
      value === null || value === undefined || !Number.isFinite(value) ? "" : format.format(value);
  }, [i18n.language, digits]);
}

/** The name of a row as a button that opens its dialog (there is no record route for it). */
export const openButtonClass =
  "text-left font-medium text-primary underline-offset-4 outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring";
