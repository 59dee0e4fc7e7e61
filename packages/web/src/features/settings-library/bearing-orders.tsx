import type { RouterOutputs } from "@plantwise/api/router";
import { useTranslation } from "react-i18next";
import { useNumberFormat } from "./number-format";

export type BearingRow = RouterOutputs["library"]["bearings"]["list"]["data"][number];
type Orders = NonNullable<BearingRow["frequencies"]>;

/** The defect frequencies, as orders of shaft speed, in the order analysts read them. */
export const ORDER_KEYS = ["ftf", "bpfo", "bpfi", "bsf"] as const satisfies readonly (keyof Orders)[];

/** FTF, BPFO, BPFI, BSF side by side, or why they are missing. */
export function OrdersList({ frequencies }: { frequencies: BearingRow["frequencies"] }) {
  const { t } = useTranslation();
  const order = useNumberFormat(3);
  if (!frequencies) {
    return <p className="text-xs text-muted-foreground">{t("settingsLibrary.bearings.noFrequencies")}</p>;
  }
  return (
    <dl className="grid grid-cols-4 gap-2 text-center">
      {ORDER_KEYS.map((key) => (
        <div key={key} className="rounded-md bg-muted/50 px-1 py-1.5">
          <dt className="text-xs text-muted-foreground" title={t(`settingsLibrary.bearings.${key}Long`)}>
            {t(`settingsLibrary.bearings.${key}`)}
          </dt>
          <dd className="text-sm font-medium tabular-nums">{order(frequencies[key])}×</dd>
        </div>
      ))}
    </dl>
  );
}
