import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { usePhoneWidth } from "@/components/layout/use-narrow";
import { StackedRows } from "@/components/list/stacked-rows";
import { LoadError } from "@/components/record/load-error";
import { recordLinkClass } from "@/components/record/record-link";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TitledCard } from "@/components/ui/titled-card";
import { HealthDot } from "@/features/equipment/health-dot";
import { useTRPC } from "@/lib/trpc";
import { type ItemStatusRow, useOpenCountsText } from "./attention-text";
import { LatestValue } from "./latest-value";

/** Which items: those of a line, a machine or an asset of the plant. */
export type ItemStatusScope = { production_line_id: number } | { machine_id: number } | { asset_id: number };

/**
 * A line's, machine's or asset's items with their state, worst first (alarms.itemStatus): health,
 * latest velocity RMS (worst axis) and temperature with their time, and open alarms. Each item opens
 * its page. An empty place says so.
 */
export function ItemStatusTable({
  plantId,
  scope,
  showMachine = false,
}: {
  plantId: number;
  scope: ItemStatusScope;
  /** A line's items name their machine. */
  showMachine?: boolean;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  // Times on the plant's wall clock.
  const timeZone = useAuthUser().plants.find((p) => p.id === plantId)?.time_zone;
  const query = useQuery(trpc.alarms.itemStatus.queryOptions({ plant_id: plantId, ...scope }));
  const rows = query.data ?? [];
  const hasTemperature = rows.some((r) => r.temperature);
  const phone = usePhoneWidth();
  return (
    <TitledCard
      id="item-status"
      title={t("hierarchy.attention.itemsTitle")}
      description={t("hierarchy.attention.itemsCaption")}
      data-testid="item-status"
    >
      {query.isError ? (
        <LoadError message={t("hierarchy.attention.itemsLoadError")} onRetry={() => void query.refetch()} />
      ) : query.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true">
          <Skeleton className="h-8 w-full" />
          <Skeleton className="h-8 w-full" />
        </div>
      ) : rows.length === 0 ? (
        <p className="text-sm text-muted-foreground" data-testid="item-status-empty">
          {t("hierarchy.attention.itemsEmpty")}
        </p>
      ) : phone ? (
        <ItemStatusBlocks
          rows={rows}
          timeZone={timeZone}
          showMachine={showMachine}
          hasTemperature={hasTemperature}
        />
      ) : (
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead>{t("hierarchy.item")}</TableHead>
              {showMachine ? <TableHead>{t("hierarchy.machine")}</TableHead> : null}
              <TableHead>{t("equipment.health")}</TableHead>
              <TableHead className="text-right">{t("hierarchy.attention.velocity")}</TableHead>
              {hasTemperature ? (
                <TableHead className="text-right">{t("hierarchy.attention.temperature")}</TableHead>
              ) : null}
              <TableHead className="text-right">{t("hierarchy.attention.openAlarms")}</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {rows.map((row) => (
              <ItemStatusLine
                key={row.id}
                row={row}
                timeZone={timeZone}
                showMachine={showMachine}
                hasTemperature={hasTemperature}
              />
            ))}
          </TableBody>
        </Table>
      )}
    </TitledCard>
  );
}

/**
 * On a phone the five or six columns do not fit: each item is its link over "label: value" pairs,
 * with the same test ids as the table's cells.
 */
function ItemStatusBlocks({
  rows,
  timeZone,
  showMachine,
  hasTemperature,
}: {
  rows: readonly ItemStatusRow[];
  timeZone: string | undefined;
  showMachine: boolean;
  hasTemperature: boolean;
}) {
  const { t } = useTranslation();
  const openText = useOpenCountsText();
  return (
    <StackedRows
      variant="plain"
      rowTestId="item-status-row"
      rows={rows.map((row) => {
        const open = openText(row.open_counts);
        return {
          key: String(row.id),
          title: (
            <Link href={`/equipments/${row.id}/details/main`} className={recordLinkClass}>
              {row.name}
            </Link>
          ),
          fields: [
            ...(showMachine
              ? [{ key: "machine", label: t("hierarchy.machine"), content: row.machine_name ?? "—" }]
              : []),
            { key: "health", label: t("equipment.health"), content: <HealthDot health={row.health} /> },
            {
              key: "velocity",
              label: t("hierarchy.attention.velocity"),
              content: (
                <LatestValue
                  reading={row.velocity}
                  unit="mm/s"
                  timeZone={timeZone}
                  testId="item-velocity"
                  inline
                />
              ),
            },
            ...(hasTemperature
              ? [
                  {
                    key: "temperature",
                    label: t("hierarchy.attention.temperature"),
                    content: (
                      <LatestValue
                        reading={row.temperature}
                        unit="°C"
                        timeZone={timeZone}
                        testId="item-temperature"
                        inline
                      />
                    ),
                  },
                ]
              : []),
            {
              key: "open",
              label: t("hierarchy.attention.openAlarms"),
              content: (
                <span className="tabular-nums" data-testid="item-open-alarms">
                  {open ?? (
                    <span className="text-muted-foreground">{t("hierarchy.attention.noOpenAlarms")}</span>
                  )}
                </span>
              ),
            },
          ],
        };
      })}
    />
  );
}

function ItemStatusLine({
  row,
  timeZone,
  showMachine,
  hasTemperature,
}: {
  row: ItemStatusRow;
  timeZone: string | undefined;
  showMachine: boolean;
  hasTemperature: boolean;
}) {
  const { t } = useTranslation();
  const open = useOpenCountsText()(row.open_counts);
  return (
    <TableRow data-testid="item-status-row">
      <TableCell className="max-w-64 truncate">
        <Link href={`/equipments/${row.id}/details/main`} className={recordLinkClass}>
          {row.name}
        </Link>
      </TableCell>
      {showMachine ? (
        <TableCell className="text-muted-foreground">{row.machine_name ?? "—"}</TableCell>
      ) : null}
      <TableCell>
        <HealthDot health={row.health} />
      </TableCell>
      <TableCell className="text-right">
        <LatestValue reading={row.velocity} unit="mm/s" timeZone={timeZone} testId="item-velocity" />
      </TableCell>
      {hasTemperature ? (
        <TableCell className="text-right">
          <LatestValue reading={row.temperature} unit="°C" timeZone={timeZone} testId="item-temperature" />
        </TableCell>
      ) : null}
      <TableCell className="text-right tabular-nums" data-testid="item-open-alarms">
        {open ?? <span className="text-muted-foreground">{t("hierarchy.attention.noOpenAlarms")}</span>}
      </TableCell>
    </TableRow>
  );
}
