import { ALARM_KIND_FILTERS, ALARM_SORT_COLUMNS, hasPermission } from "@plantwise/shared";
import { CheckCheckIcon, XIcon } from "lucide-react";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useSearch } from "wouter";
import { DASHBOARD_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput } from "@/components/list/list-types";
import { PageTabs } from "@/components/page/page-tabs";
import { Button } from "@/components/ui/button";
import { ToolButton } from "@/components/ui/tool-button";
import { NoPlant } from "@/features/hierarchy/dashboard-frame";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { AcknowledgeDialog } from "./acknowledge-dialog";
import { AlarmCard } from "./alarm-card";
import { useAlarmColumns, useAlarmFilters } from "./alarm-columns";
import { AlarmFocus, AlarmScopeBar, alarmScope, focusedAlarmId } from "./alarm-focus";
import type { AlarmRow } from "./alarm-text";
import { IncidentFocus, IncidentList } from "./incident-list";

/** The page's two views: incidents (grouped, the default) or every alarm (`?view=alarms`). */
export function alarmsView(search: string): "incidents" | "alarms" {
  return new URLSearchParams(search).get("view") === "alarms" ? "alarms" : "incidents";
}

/** The incident named by `?incident=`, when it is a valid id. */
export function focusedIncidentId(search: string): number | null {
  const id = Number(new URLSearchParams(search).get("incident"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** The current address with `view` set (other parameters kept). */
function viewHref(search: string, view: "incidents" | "alarms"): string {
  const params = new URLSearchParams(search);
  if (view === "alarms") params.set("view", "alarms");
  else params.delete("view");
  const query = params.toString();
  return `/dashboard/alarms${query ? `?${query}` : ""}`;
}

/** The list's filter values and sort as alarms.list takes them; anything unknown is dropped. */
export function alarmsInput(
  plantId: number,
  { production_line_id, kind, acknowledged, status, orderByColumn, orderByMethod, ...input }: ListQueryInput,
) {
  const lineId = Number(production_line_id);
  // A sort saved in this browser by an older screen may name a column the server does not sort by.
  const column = ALARM_SORT_COLUMNS.find((c) => c === orderByColumn);
  return {
    ...input,
    ...(column ? { orderByColumn: column, orderByMethod } : {}),
    plant_id: plantId,
    production_line_id: Number.isInteger(lineId) && lineId > 0 ? lineId : undefined,
    kind: ALARM_KIND_FILTERS.find((k) => k === kind),
    acknowledged: acknowledged === "true" ? true : acknowledged === "false" ? false : undefined,
    status: (["open", "cleared"] as const).find((v) => v === status),
  };
}

/**
 * /dashboard/alarms: the selected plant's incidents (one row per fault, opening onto its alarms:
 * acknowledge once, create a work order), or with `?view=alarms` every alarm, open ones first,
 * filtered by line, kind, acknowledgement and status; acknowledge one, several (bulk) or with a
 * re-baseline.
 */
export function AlarmsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const canAcknowledge = hasPermission(user, "edit_dashboard");
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const search = useSearch();
  const focusId = focusedAlarmId(search);
  const incidentId = focusedIncidentId(search);
  const view = alarmsView(search);
  const scope = useMemo(() => alarmScope(search), [search]);

  const toggle = useCallback(
    (id: number, on: boolean) =>
      setSelected((prev) => {
        const next = new Set(prev);
        if (on) next.add(id);
        else next.delete(id);
        return next;
      }),
    [],
  );

  const filters = useAlarmFilters(plant?.id);
  const columns = useAlarmColumns({ canAcknowledge, selected, toggle, timeZone: plant?.time_zone });
  const selection = useMemo(
    () => (canAcknowledge ? { selected, toggle } : undefined),
    [canAcknowledge, selected, toggle],
  );

  if (!plant) {
    return (
      <div className="flex flex-col gap-4">
        <PageTabs tabs={DASHBOARD_TABS} />
        <NoPlant hasPlants={user.plants.length > 0} />
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={DASHBOARD_TABS} />
      {focusId ? <AlarmFocus id={focusId} timeZone={plant.time_zone} /> : null}
      {incidentId ? <IncidentFocus id={incidentId} timeZone={plant.time_zone} /> : null}
      <AlarmScopeBar scope={scope} />
      <nav className="flex gap-1" aria-label={t("alarmsArea.viewLabel")}>
        {(["incidents", "alarms"] as const).map((v) => (
          <Button key={v} asChild size="sm" variant={view === v ? "default" : "outline"}>
            <Link href={viewHref(search, v)} aria-current={view === v ? "page" : undefined}>
              {t(`alarmsArea.views.${v}`)}
            </Link>
          </Button>
        ))}
      </nav>
      {view === "incidents" ? (
        <>
          <h2 className="text-lg font-semibold">{`${t("alarmsArea.incidentsTitle")} · ${plant.name}`}</h2>
          <IncidentList plantId={plant.id} timeZone={plant.time_zone} scope={scope} />
        </>
      ) : (
        <ListPage<AlarmRow>
          listId="alarms"
          title={`${t("alarmsArea.title")} · ${plant.name}`}
          columns={columns}
          filters={filters}
          getRowId={(row) => String(row.id)}
          queryOptions={(input: ListQueryInput) =>
            trpc.alarms.list.queryOptions({ ...alarmsInput(plant.id, input), ...scope })
          }
          emptyTitle={t("alarmsArea.emptyTitle")}
          emptyDescription={t("alarmsArea.emptyDescription")}
          renderCard={(row) => <AlarmCard row={row} timeZone={plant.time_zone} selection={selection} />}
        />
      )}
      {selected.size > 0 ? (
        <section
          className="sticky bottom-4 z-10 mx-auto flex items-center gap-3 rounded-lg border bg-card px-4 py-2 shadow-lg"
          aria-label={t("alarmsArea.acknowledgeSelected")}
        >
          <span className="text-sm" aria-live="polite">
            {t("alarmsArea.selected", { count: selected.size })}
          </span>
          <AcknowledgeDialog
            ids={[...selected]}
            onDone={() => setSelected(new Set())}
            trigger={
              <ToolButton icon={CheckCheckIcon} variant="default">
                {t("alarmsArea.acknowledgeSelected")}
              </ToolButton>
            }
          />
          <ToolButton icon={XIcon} variant="ghost" onClick={() => setSelected(new Set())}>
            {t("alarmsArea.clearSelection")}
          </ToolButton>
        </section>
      ) : null}
    </div>
  );
}
