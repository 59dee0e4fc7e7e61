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

/** A number in the user's language, in figures that line up in a column. */
export function Figure({
  value,
  digits,
  suffix = "",
}: {
  value: number | null;
  digits: number;
  suffix?: string;
}) {
  const format = useNumberFormat(digits);
  return (
    <span className="tabular-nums">
      {format(value)}
      {suffix}
    </span>
  );
}
