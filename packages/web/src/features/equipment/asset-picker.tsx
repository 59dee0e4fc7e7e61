import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { LabelledSelect } from "@/components/ui/select-box";
import { useTRPC } from "@/lib/trpc";

interface AssetPickerProps {
  plantId: number;
  value: number | null;
  onChange: (assetId: number | null) => void;
  error?: string | undefined;
}

function uniqueBy<T>(rows: T[], key: (row: T) => number): T[] {
  const seen = new Set<number>();
  return rows.filter((row) => {
    const k = key(row);
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

/** Line › machine › asset, each narrowing the next; only lines and machines that hold assets. */
export function AssetPicker({ plantId, value, onChange, error }: AssetPickerProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const baseId = useId();
  const assets = useQuery(trpc.assets.list.queryOptions({ plant_id: plantId, max: 100 }));
  const rows = useMemo(() => assets.data?.data ?? [], [assets.data]);
  const current = rows.find((a) => a.id === value);
  const [lineId, setLineId] = useState<number | null>(null);
  const [machineId, setMachineId] = useState<number | null>(null);

  // Start from the chosen asset's line and machine once the assets are known.
  useEffect(() => {
    if (current) {
      setLineId(current.production_line_id);
      setMachineId(current.machine_id);
    }
  }, [current]);

  const lines = uniqueBy(rows, (a) => a.production_line_id).map((a) => ({
    value: String(a.production_line_id),
    label: a.production_line_name,
  }));
  const machines = uniqueBy(
    rows.filter((a) => lineId === null || a.production_line_id === lineId),
    (a) => a.machine_id,
  ).map((a) => ({ value: String(a.machine_id), label: a.machine_name }));
  const assetOptions = rows
    .filter((a) =>
      machineId === null ? lineId === null || a.production_line_id === lineId : a.machine_id === machineId,
    )
    .map((a) => ({ value: String(a.id), label: a.name }));

  const select = (
    key: string,
    label: string,
    options: { value: string; label: string }[],
    selected: number | null,
    change: (v: number) => void,
  ) => (
    <LabelledSelect
      variant="form"
      className="flex min-w-0 flex-col gap-1.5"
      id={`${baseId}-${key}`}
      label={label}
      value={selected === null ? "" : String(selected)}
      options={options}
      placeholder={t("form.selectPlaceholder")}
      onChange={(v) => change(Number(v))}
      aria-invalid={key === "asset" && error ? true : undefined}
      disabled={assets.isPending}
    />
  );

  return (
    <div className="flex flex-col gap-1.5">
      <div className="grid gap-3 sm:grid-cols-3">
        {select("line", t("equipment.line"), lines, lineId, (v) => {
          setLineId(v);
          setMachineId(null);
          onChange(null);
        })}
        {select("machine", t("equipment.machine"), machines, machineId, (v) => {
          setMachineId(v);
          onChange(null);
        })}
        {select("asset", t("equipment.asset"), assetOptions, value, (v) => onChange(v))}
      </div>
      {error ? <p className="text-xs text-destructive">{error}</p> : null}
    </div>
  );
}
