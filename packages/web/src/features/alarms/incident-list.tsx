import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission, INCIDENT_STATUSES, type IncidentSortColumn } from "@plantwise/shared";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { CheckCheckIcon, ChevronDownIcon, ChevronRightIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { usePhoneWidth } from "@/components/layout/use-narrow";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToolButton } from "@/components/ui/tool-button";
import { useTRPC } from "@/lib/trpc";
import { AcknowledgeDialog } from "./acknowledge-dialog";
import { AlarmActions, IconAction } from "./alarm-actions";
import { StackedTime } from "./alarm-cells";
import type { AlarmScope } from "./alarm-focus";
import { alarmTime, useAlertText, valueText } from "./alarm-text";
import { SeverityBadge } from "./severity-badge";
import { nextSort, SortHeader, type SortState } from "./sort-header";
import { WorkOrderAction } from "./work-order-action";

export type IncidentRow = RouterOutputs["alarms"]["listIncidents"]["data"][number];
type IncidentStatus = (typeof INCIDENT_STATUSES)[number];

const PAGE_SIZE = 20;

/** "Velocity RMS X Y · Battery": the parameters of an incident with their axes. */
export function useParametersText() {
  const { t } = useTranslation();
  return (row: Pick<IncidentRow, "parameters">) =>
    row.parameters
      .map((p) => {
        const name = p.parameter_key
          ? t(`signals.parameters.${p.parameter_key}`, { defaultValue: p.parameter_key })
          : String(p.parameter_type);
        const axes = p.axes.filter((a) => a > 0).map((a) => ["", "X", "Y", "Z"][a]);
        return axes.length > 0 ? `${name} ${axes.join(" ")}` : name;
      })
      .join(" · ");
}

/** Where an incident is: "Line › Machine › Item", or its gateway. */
export function incidentPlace(row: IncidentRow): string {
  const parts = [row.production_line_name, row.machine_name, row.item_name].filter(Boolean);
  return parts.length > 0 ? parts.join(" › ") : (row.controller_name ?? row.plant_name);
}

/** The individual alarms of an incident, each still acknowledgeable on its own. */
function IncidentAlarms({ incidentId, timeZone }: { incidentId: number; timeZone?: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const alertText = useAlertText();
  const canAcknowledge = hasPermission(user, "edit_dashboard");
  const query = useQuery(trpc.alarms.getIncident.queryOptions({ id: incidentId }));
  if (query.isPending) return <Skeleton className="h-16 w-full" />;
  if (query.isError) return <p className="text-sm text-destructive">{t("alarmsArea.loadError")}</p>;
  return (
    <ul className="flex flex-col divide-y rounded-md border bg-background" data-testid="incident-alarms">
      {query.data.alarms.map((row) => (
        <li
          key={row.id}
          className="flex flex-wrap items-center gap-2 px-3 py-2 text-sm"
          data-testid="incident-alarm"
        >
          <SeverityBadge severity={row.severity} open={row.is_open} />
          <span className="min-w-40 flex-1 font-medium">{alertText(row)}</span>
          <span className="text-xs text-muted-foreground">
            {[
              row.sensor_name ?? row.controller_name,
              valueText(row.value, row.unit),
              alarmTime(row.created_at, timeZone),
            ]
              .filter(Boolean)
              .join(" · ")}
          </span>
          <span className="text-xs text-muted-foreground">
            {row.acknowledged_at
              ? t("alarmsArea.acknowledgedByLine", {
                  name: row.acknowledged_by_name ?? "—",
                  time: alarmTime(row.acknowledged_at, timeZone),
                })
              : row.is_open
                ? t("alarmsArea.open")
                : t("alarmsArea.clearedAt", { time: alarmTime(row.cleared_at!, timeZone) })}
          </span>
          {canAcknowledge ? <AlarmActions row={row} /> : null}
        </li>
      ))}
    </ul>
  );
}

/** One incident: worst severity, where, how many alarms, parameters, first and latest time, actions. */
export function IncidentCard({
  row,
  timeZone,
  defaultExpanded = false,
}: {
  row: IncidentRow;
  timeZone?: string;
  defaultExpanded?: boolean;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const parametersText = useParametersText();
  const [expanded, setExpanded] = useState(defaultExpanded);
  const canAcknowledge = hasPermission(user, "edit_dashboard");
  const needsAcknowledging = row.acknowledged_at == null || row.unacknowledged_count > 0;
  const Chevron = expanded ? ChevronDownIcon : ChevronRightIcon;
  return (
    <li className="@container flex flex-col gap-2 rounded-lg border bg-card p-3" data-testid="incident">
      <div className="flex items-start gap-2">
        <Button
          size="icon"
          variant="ghost"
          className="size-8 shrink-0"
          aria-expanded={expanded}
          aria-label={t("alarmsArea.showAlarms", { count: row.alarm_count })}
          onClick={() => setExpanded((v) => !v)}
        >
          <Chevron aria-hidden="true" />
        </Button>
        {/* The buttons sit beside the text only where the card leaves the text room (a wide
            list); in a narrow card (an item page's alarm panel, a phone) they go under it. */}
        <div className="flex min-w-0 flex-1 flex-col gap-2 @2xl:flex-row @2xl:items-start">
          <div className="flex min-w-0 flex-1 flex-col gap-1" data-testid="incident-text">
            <div className="flex flex-wrap items-center gap-2">
              <SeverityBadge severity={row.worst_severity} open={row.is_open} />
              <span className="min-w-0 font-medium leading-snug">{incidentPlace(row)}</span>
            </div>
            <p className="text-sm">
              {t("alarmsArea.incidentCounts", { count: row.alarm_count, open: row.open_count })}
              {row.parameters.length > 0 ? ` · ${parametersText(row)}` : ""}
            </p>
            <p className="text-xs text-muted-foreground">
              {t("alarmsArea.incidentTimes", {
                first: alarmTime(row.opened_at, timeZone),
                latest: alarmTime(row.latest_at, timeZone),
              })}
              {row.acknowledged_at
                ? ` · ${t("alarmsArea.acknowledgedByLine", {
                    name: row.acknowledged_by_name ?? "—",
                    time: alarmTime(row.acknowledged_at, timeZone),
                  })}`
                : ""}
              {row.closed_at
                ? ` · ${t("alarmsArea.clearedAt", { time: alarmTime(row.closed_at, timeZone) })}`
                : ""}
            </p>
          </div>
          <div className="flex flex-wrap items-center gap-1 @2xl:shrink-0 @2xl:justify-end">
            {canAcknowledge && needsAcknowledging ? (
              <AcknowledgeDialog
                ids={[]}
                incidentId={row.id}
                trigger={<ToolButton icon={CheckCheckIcon}>{t("alarmsArea.acknowledge")}</ToolButton>}
              />
            ) : null}
            <WorkOrderAction
              workOrder={row.work_order}
              itemId={row.equipment_item_id}
              alarmId={row.lead_alarm_id}
              incidentId={row.id}
            />
          </div>
        </div>
      </div>
      {expanded ? <IncidentAlarms incidentId={row.id} timeZone={timeZone} /> : null}
    </li>
  );
}

/** The incident's item (or gateway), and under it its line and machine. */
function IncidentPlace({ row }: { row: IncidentRow }) {
  const under = [row.production_line_name, row.machine_name].filter(Boolean).join(" › ");
  return (
    <div className="flex min-w-28 flex-col whitespace-normal">
      <span className="font-medium leading-snug">
        {row.item_name ?? row.controller_name ?? row.plant_name}
      </span>
      {row.item_name && under ? <span className="text-xs text-muted-foreground">{under}</span> : null}
    </div>
  );
}

/** Acknowledge the incident (while any of it is unacknowledged) and its work order, as icon buttons. */
function IncidentActions({ row }: { row: IncidentRow }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const canAcknowledge = hasPermission(user, "edit_dashboard");
  const needsAcknowledging = row.acknowledged_at == null || row.unacknowledged_count > 0;
  return (
    <div className="flex justify-end gap-1">
      {canAcknowledge && needsAcknowledging ? (
        <AcknowledgeDialog
          ids={[]}
          incidentId={row.id}
          trigger={<IconAction icon={CheckCheckIcon} label={t("alarmsArea.acknowledge")} />}
        />
      ) : null}
      <WorkOrderAction
        compact
        workOrder={row.work_order}
        itemId={row.equipment_item_id}
        alarmId={row.lead_alarm_id}
        incidentId={row.id}
      />
    </div>
  );
}

/** One incident as a table row, and under it (opened) the row of its alarms. */
function IncidentTableRow({
  row,
  timeZone,
  columns,
}: {
  row: IncidentRow;
  timeZone?: string;
  columns: number;
}) {
  const { t } = useTranslation();
  const parametersText = useParametersText();
  const [expanded, setExpanded] = useState(false);
  const Chevron = expanded ? ChevronDownIcon : ChevronRightIcon;
  return (
    <>
      <TableRow data-testid="incident">
        <TableCell>
          <div className="flex items-center gap-1">
            <Button
              size="icon"
              variant="ghost"
              className="size-7 shrink-0"
              aria-expanded={expanded}
              aria-label={t("alarmsArea.showAlarms", { count: row.alarm_count })}
              onClick={() => setExpanded((v) => !v)}
            >
              <Chevron aria-hidden="true" />
            </Button>
            <SeverityBadge severity={row.worst_severity} open={row.is_open} />
          </div>
        </TableCell>
        <TableCell>
          <IncidentPlace row={row} />
        </TableCell>
        <TableCell>
          <div className="flex min-w-28 max-w-64 flex-col whitespace-normal">
            <span>{t("alarmsArea.incidentCounts", { count: row.alarm_count, open: row.open_count })}</span>
            {row.parameters.length > 0 ? (
              <span className="text-xs text-muted-foreground">{parametersText(row)}</span>
            ) : null}
          </div>
        </TableCell>
        <TableCell
          title={t("alarmsArea.incidentTimes", {
            first: alarmTime(row.opened_at, timeZone),
            latest: alarmTime(row.latest_at, timeZone),
          })}
        >
          <StackedTime at={row.latest_at} timeZone={timeZone} />
        </TableCell>
        <TableCell>
          <div className="flex flex-col whitespace-normal">
            {row.closed_at ? (
              <span>
                {t("alarmsArea.incidentClosed")}{" "}
                <span className="text-xs text-muted-foreground">
                  <StackedTime at={row.closed_at} timeZone={timeZone} />
                </span>
              </span>
            ) : (
              <span className="font-medium">{t("alarmsArea.incidentOpen")}</span>
            )}
            <span
              className="text-xs text-muted-foreground"
              title={row.acknowledged_at ? alarmTime(row.acknowledged_at, timeZone) : undefined}
            >
              {row.acknowledged_at
                ? t("alarmsArea.acknowledgedByShort", { name: row.acknowledged_by_name ?? "—" })
                : t("alarmsArea.notAcknowledged")}
            </span>
          </div>
        </TableCell>
        <TableCell className="text-right">
          <IncidentActions row={row} />
        </TableCell>
      </TableRow>
      {expanded ? (
        <TableRow className="hover:bg-transparent">
          <TableCell colSpan={columns} className="whitespace-normal bg-muted/30 py-2">
            <IncidentAlarms incidentId={row.id} timeZone={timeZone} />
          </TableCell>
        </TableRow>
      ) : null}
    </>
  );
}

/**
 * Incidents as a table (from 640 px; a phone lists them as cards): worst severity, where, its
 * alarms, the latest activity, state and acknowledgement, and the actions; every heading but the
 * actions' sorts on the server. Cells wrap so the whole row fits beside the sidebar at 1024 px.
 */
export function IncidentTable({
  rows,
  timeZone,
  sort,
  onSort,
}: {
  rows: readonly IncidentRow[];
  timeZone?: string;
  sort: SortState<IncidentSortColumn>;
  onSort: (column: IncidentSortColumn) => void;
}) {
  const { t } = useTranslation();
  const head = (column: IncidentSortColumn, label: string) => (
    <SortHeader column={column} sort={sort} onSort={onSort}>
      {label}
    </SortHeader>
  );
  return (
    <div className="rounded-lg border bg-card">
      <Table>
        <TableHeader>
          <TableRow className="hover:bg-transparent">
            {head("worst_severity", t("alarmsArea.incidentColumns.severity"))}
            {head("item_name", t("alarmsArea.incidentColumns.place"))}
            {head("alarm_count", t("alarmsArea.incidentColumns.alarms"))}
            {head("latest_at", t("alarmsArea.incidentColumns.latest"))}
            {head("status", t("alarmsArea.incidentColumns.status"))}
            <TableHead>
              <span className="sr-only">{t("common.actions")}</span>
            </TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {rows.map((row) => (
            <IncidentTableRow key={row.id} row={row} timeZone={timeZone} columns={6} />
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * The alarms list grouped: one row per incident (one fault of an item or gateway), worst first
 * unless a heading sorts it, filtered by state and severity, each opening onto its alarms; a table
 * from 640 px, cards on a phone.
 */
export function IncidentList({
  plantId,
  timeZone,
  scope,
  productionLineId,
}: {
  plantId: number;
  timeZone?: string;
  scope: AlarmScope;
  productionLineId?: number;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const [status, setStatus] = useState<IncidentStatus>("open");
  const [severity, setSeverity] = useState<1 | 2 | undefined>(undefined);
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState<SortState<IncidentSortColumn>>({ column: null, method: "asc" });
  const phone = usePhoneWidth();
  const query = useQuery({
    ...trpc.alarms.listIncidents.queryOptions({
      plant_id: plantId,
      production_line_id: productionLineId,
      ...scope,
      status,
      severity,
      page,
      max: PAGE_SIZE,
      ...(sort.column ? { orderByColumn: sort.column, orderByMethod: sort.method } : {}),
    }),
    placeholderData: keepPreviousData,
  });
  const rows = query.data?.data ?? [];
  const meta = query.data?.meta;
  const choice = <T,>(value: T, current: T, label: string, set: (v: T) => void) => (
    <Button
      key={label}
      size="sm"
      variant={value === current ? "default" : "outline"}
      aria-pressed={value === current}
      onClick={() => {
        set(value);
        setPage(1);
      }}
    >
      {label}
    </Button>
  );
  return (
    <section className="flex flex-col gap-3" aria-label={t("alarmsArea.incidentsTitle")}>
      <div className="flex flex-wrap items-center gap-2" data-testid="incident-filters">
        <fieldset className="flex flex-wrap gap-1 border-0 p-0" aria-label={t("alarmsArea.status")}>
          {INCIDENT_STATUSES.map((s) => choice(s, status, t(`alarmsArea.incidentStatuses.${s}`), setStatus))}
        </fieldset>
        <fieldset className="flex flex-wrap gap-1 border-0 p-0" aria-label={t("alarmsArea.severity")}>
          {choice(undefined, severity, t("alarmsArea.anySeverity"), setSeverity)}
          {choice(2 as const, severity, t("alarmsArea.severities.2"), setSeverity)}
          {choice(1 as const, severity, t("alarmsArea.severities.1"), setSeverity)}
        </fieldset>
      </div>
      {query.isPending ? (
        <div className="flex flex-col gap-2">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
      ) : query.isError ? (
        <p className="text-destructive">{t("alarmsArea.loadError")}</p>
      ) : rows.length === 0 ? (
        <div className="rounded-lg border bg-card p-6 text-center">
          <p className="font-medium">{t("alarmsArea.noIncidents")}</p>
          <p className="text-sm text-muted-foreground">{t("alarmsArea.noIncidentsDescription")}</p>
        </div>
      ) : phone ? (
        <ul className="flex flex-col gap-2">
          {rows.map((row) => (
            <IncidentCard key={row.id} row={row} timeZone={timeZone} />
          ))}
        </ul>
      ) : (
        <IncidentTable
          rows={rows}
          timeZone={timeZone}
          sort={sort}
          onSort={(column) => {
            setSort((current) => nextSort(current, column));
            setPage(1);
          }}
        />
      )}
      {meta && meta.last_page > 1 ? (
        <div className="flex items-center justify-end gap-2 text-sm">
          <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            {t("alarmsArea.previous")}
          </Button>
          <span>{t("alarmsArea.pageOf", { page: meta.current_page, last: meta.last_page })}</span>
          <Button
            size="sm"
            variant="outline"
            disabled={page >= meta.last_page}
            onClick={() => setPage((p) => p + 1)}
          >
            {t("alarmsArea.next")}
          </Button>
        </div>
      ) : null}
    </section>
  );
}

/** The incident a notification opens (`?incident=`), expanded on its alarms. */
export function IncidentFocus({ id, timeZone }: { id: number; timeZone?: string }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery({ ...trpc.alarms.getIncident.queryOptions({ id }), meta: { handlesErrors: true } });
  if (query.isPending) return <Skeleton className="h-24 w-full" />;
  if (query.isError) return <p className="text-sm text-destructive">{t("alarmsArea.incidentNotFound")}</p>;
  const { alarms: _alarms, ...row } = query.data;
  return (
    <section aria-label={t("alarmsArea.incidentFocus")} data-testid="incident-focus">
      <ul>
        <IncidentCard row={row} timeZone={timeZone} defaultExpanded />
      </ul>
    </section>
  );
}
