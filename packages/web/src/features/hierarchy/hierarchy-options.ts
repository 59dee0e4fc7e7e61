import { LineKind } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useTRPC } from "@/lib/trpc";
import { BY_POSITION, CHILDREN_MAX } from "./hierarchy-rows";

/** The plant's lines and utilities as options, "Line" or "Utility: …" so both kinds read apart. */
export function useLineOptions(plantId: number) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const lines = useQuery(trpc.productionLines.list.queryOptions({ plant_id: plantId, ...BY_POSITION }));
  return useMemo(
    () =>
      [...(lines.data?.data ?? [])]
        .sort((a, b) => a.kind - b.kind || a.position - b.position)
        .map((line) => ({
          value: String(line.id),
          label: line.kind === LineKind.UTILITY ? `${t("hierarchy.utility")}: ${line.name}` : line.name,
        })),
    [lines.data, t],
  );
}

/** The plant's machines as "Line › Machine" options. */
export function useMachineOptions(plantId: number) {
  const trpc = useTRPC();
  const machines = useQuery(
    trpc.machines.list.queryOptions({
      plant_id: plantId,
      max: CHILDREN_MAX,
      orderByColumn: "production_line_name",
      orderByMethod: "asc",
    }),
  );
  return useMemo(
    () =>
      (machines.data?.data ?? []).map((m) => ({
        value: String(m.id),
        label: `${m.production_line_name} › ${m.name}`,
      })),
    [machines.data],
  );
}
