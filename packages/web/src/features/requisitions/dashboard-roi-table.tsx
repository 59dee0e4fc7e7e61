/**
 * The return on maintenance per production line, machine or asset over the dashboard's range:
 * work orders and requisitions completed, their savings, cost, net and ROI %. Every place of the
 * plant is listed, largest net first (the server's order); the table scrolls inside its card.
 */
import type { RouterInputs } from "@plantwise/api/router";
import { useQuery } from "@tanstack/react-query";
import { MapPinOffIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/page/empty-state";
import { LoadError } from "@/components/record/load-error";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TitledCard } from "@/components/ui/titled-card";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { moneyText, percentText } from "./dashboard-text";
import { ROI_PLACES, type RoiPlace, type RoiTableRow } from "./dashboard-types";

export type RequisitionRange = RouterInputs["requisitions"]["analytics"];

/** The rows of one kind of place, with where each place is. */
function useRoiRows(place: RoiPlace, range: RequisitionRange) {
  const trpc = useTRPC();
  const lines = useQuery({ ...trpc.requisitions.roiByLine.queryOptions(range), enabled: place === "line" });
  const machines = useQuery({
    ...trpc.requisitions.roiByMachine.queryOptions(range),
    enabled: place === "machine",
  });
  const assets = useQuery({
    ...trpc.requisitions.roiByAsset.queryOptions(range),
    enabled: place === "asset",
  });
  const query = place === "line" ? lines : place === "machine" ? machines : assets;
  const rows: RoiTableRow[] | undefined =
    place === "line"
      ? lines.data?.data.map((r) => ({ ...r, path: null }))
      : place === "machine"
        ? machines.data?.data.map((r) => ({ ...r, path: r.production_line_name }))
        : assets.data?.data.map((r) => ({
            ...r,
            path: `${r.production_line_name} › ${r.machine_name}`,
          }));
  return { rows, error: query.error, refetch: () => void query.refetch() };
}

function PlaceSwitch({ value, onChange }: { value: RoiPlace; onChange: (place: RoiPlace) => void }) {
  const { t } = useTranslation();
  return (
    <fieldset
      className="inline-flex flex-wrap self-start rounded-md border p-0.5"
      data-testid="roi-place-switch"
    >
      <legend className="sr-only">{t("requisitionsDashboard.roi.by")}</legend>
      {ROI_PLACES.map((place) => (
        <button
          key={place}
          type="button"
          aria-pressed={value === place}
          onClick={() => onChange(place)}
          className={cn(
            "h-7 rounded-sm px-2 text-sm outline-none focus-visible:ring-2 focus-visible:ring-ring",
            value === place ? "bg-secondary text-foreground" : "text-muted-foreground hover:text-foreground",
          )}
        >
          {t(`requisitionsDashboard.roi.${place}`)}
        </button>
      ))}
    </fieldset>
  );
}

export function RoiTable({ range }: { range: RequisitionRange }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const [place, setPlace] = useState<RoiPlace>("machine");
  const { rows, error, refetch } = useRoiRows(place, range);
  const money = (value: number) => moneyText(value, locale);
  return (
    <TitledCard
      title={t("requisitionsDashboard.roi.title")}
      description={t("requisitionsDashboard.roi.description")}
      contentClassName="flex flex-col gap-3"
    >
      <PlaceSwitch value={place} onChange={setPlace} />
      {error && !rows ? (
        <LoadError message={t("requisitionsDashboard.roi.loadError")} onRetry={refetch} />
      ) : !rows ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <span className="sr-only">{t("common.loading")}</span>
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-full" />
          <Skeleton className="h-9 w-2/3" />
        </div>
      ) : rows.length === 0 ? (
        <EmptyState
          compact
          icon={MapPinOffIcon}
          title={t("requisitionsDashboard.roi.emptyTitle")}
          description={t("requisitionsDashboard.roi.emptyDescription")}
          testId="roi-empty"
        />
      ) : (
        // Its own box scrolls both ways, so the header stays in view over a long list.
        <div className="max-h-[26rem] overflow-auto rounded-md border" data-testid="roi-table">
          <Table bare>
            <TableHeader>
              <TableRow>
                <TableHead>{t(`requisitionsDashboard.roi.${place}`)}</TableHead>
                <TableHead className="text-right">{t("requisitionsDashboard.roi.workOrders")}</TableHead>
                <TableHead className="text-right">{t("requisitionsDashboard.roi.requisitions")}</TableHead>
                <TableHead className="text-right">{t("requisitionsDashboard.roi.savings")}</TableHead>
                <TableHead className="text-right">{t("requisitionsDashboard.roi.cost")}</TableHead>
                <TableHead className="text-right">{t("requisitionsDashboard.roi.net")}</TableHead>
                <TableHead className="text-right">{t("requisitionsDashboard.roi.roiPercent")}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {rows.map((row) => (
                <TableRow key={row.id} data-testid={`roi-row-${row.id}`}>
                  <TableCell className="max-w-64">
                    <span className="block truncate font-medium" title={row.name}>
                      {row.name}
                    </span>
                    {row.path ? (
                      <span className="block truncate text-xs text-muted-foreground" title={row.path}>
                        {row.path}
                      </span>
                    ) : null}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">{row.work_orders}</TableCell>
                  <TableCell className="text-right tabular-nums">{row.requisitions}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(row.savings)}</TableCell>
                  <TableCell className="text-right tabular-nums">{money(row.cost)}</TableCell>
                  <TableCell
                    className={cn("text-right tabular-nums", row.net < 0 ? "text-status-alarm" : undefined)}
                  >
                    {money(row.net)}
                  </TableCell>
                  <TableCell className="text-right tabular-nums">
                    {percentText(row.roi_percent, locale)}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </div>
      )}
    </TitledCard>
  );
}
