/** The create/edit form of a work order (all of `workOrderFields`), on the plant's clock. */
import {
  MAINTENANCE_TYPES,
  MIN_TOTAL_TIME_MINUTES,
  RECURRENCES,
  WORK_ORDER_PRIORITY_NAMES,
} from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useLocation } from "wouter";
import { CheckboxGroupField } from "@/components/form/checkbox-group-field";
import { EntityForm } from "@/components/form/entity-form";
import { FormFields } from "@/components/form/form-fields";
import { HANDLES_ERRORS } from "@/components/form/record-form-page";
import { nameOptions } from "@/components/ui/select-box";
import { useTRPC } from "@/lib/trpc";
import { PlaceFields } from "./place-fields";
import {
  plantInstant,
  plantParts,
  type WorkOrderFormValues,
  workOrderFormSchema,
} from "./work-order-form-schema";
import type { WorkOrderDetails } from "./work-order-types";

export interface WorkOrderPrefill {
  title?: string;
  priority?: number;
  maintenance_type?: (typeof MAINTENANCE_TYPES)[number];
  production_line_id?: number | null;
  machine_id?: number | null;
  asset_id?: number | null;
  equipment_item_id?: number | null;
  alarm_id?: number | null;
  alarm_incident_id?: number | null;
  waveform_id?: number | null;
  description?: string;
}

const orNull = (value: string | null | undefined) => value ?? "";

function defaults(
  current: WorkOrderDetails | undefined,
  plantId: number,
  timeZone: string,
  prefill: WorkOrderPrefill,
) {
  const start = plantParts(current?.scheduled_start ?? new Date().toISOString(), timeZone);
  return {
    plant_id: current?.plant_id ?? plantId,
    production_line_id: current?.production_line_id ?? prefill.production_line_id ?? null,
    machine_id: current?.machine_id ?? prefill.machine_id ?? null,
    asset_id: current?.asset_id ?? prefill.asset_id ?? null,
    equipment_item_id: current?.equipment_item_id ?? prefill.equipment_item_id ?? null,
    work_station_id: current?.work_station_id ?? null,
    title: current?.title ?? prefill.title ?? "",
    description: current?.description ?? prefill.description ?? "",
    maintenance_type: (current?.maintenance_type ?? prefill.maintenance_type ?? "breakdown") as "breakdown",
    category_id: current?.category_id ?? null,
    priority: current?.priority ?? prefill.priority ?? 2,
    assignees: {
      user_ids: current?.assignee_user_ids ?? [],
      team_ids: current?.assignee_team_ids ?? [],
    },
    scheduled_date: current ? start.date : start.date,
    scheduled_time: current ? start.time : start.time,
    due_at: current?.due_at
      ? `${plantParts(current.due_at, timeZone).date}T${plantParts(current.due_at, timeZone).time}`
      : "",
    total_minutes: current?.total_minutes ?? 60,
    site_visit_required: current?.site_visit_required ?? false,
    shipping_method: orNull(current?.shipping_method),
    expected_receive_date: orNull(current?.expected_receive_date),
    extended_work_date: orNull(current?.extended_work_date),
    hourly_rate: current?.hourly_rate ?? "",
    parent_id: current?.parent_id ?? null,
    recurrence: current?.recurrence ?? "",
    task_procedure_id: current?.task_procedure_id ?? null,
    cost_savings: current?.cost_savings ?? "",
    alarm_id: current?.alarm_id ?? prefill.alarm_id ?? null,
    alarm_incident_id: current?.alarm_incident_id ?? prefill.alarm_incident_id ?? null,
    waveform_id: current?.waveform_id ?? prefill.waveform_id ?? null,
    completion_notes: orNull(current?.completion_notes),
  };
}

export function WorkOrderForm({
  plantId,
  timeZone,
  current,
  prefill = {},
  onSaved,
}: {
  plantId: number;
  timeZone: string;
  current?: WorkOrderDetails | undefined;
  prefill?: WorkOrderPrefill;
  onSaved?: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();
  const create = useMutation(trpc.maintenance.workOrders.create.mutationOptions(HANDLES_ERRORS));
  const update = useMutation(trpc.maintenance.workOrders.update.mutationOptions(HANDLES_ERRORS));
  const ref = { plant_id: plantId };
  const categories = useQuery(trpc.maintenance.categories.options.queryOptions(ref));
  const procedures = useQuery(trpc.maintenance.taskProcedures.options.queryOptions(ref));
  const stations = useQuery(trpc.maintenance.workStations.options.queryOptions(ref));
  // Who may be assigned (needs only view_maintenance, unlike users.list and teams.list).
  const people = useQuery(trpc.maintenance.workOrders.people.queryOptions({ plant_id: plantId }));

  const save = async ({ scheduled_date, scheduled_time, due_at, ...values }: WorkOrderFormValues) => {
    const body = {
      ...values,
      scheduled_start: plantInstant(scheduled_date, scheduled_time, timeZone),
      due_at: due_at ? plantInstant(due_at.slice(0, 10), due_at.slice(11, 16), timeZone) : null,
    };
    const result = current
      ? await update.mutateAsync({ ...body, id: current.id } as never)
      : await create.mutateAsync(body as never);
    await queryClient.invalidateQueries({ queryKey: trpc.maintenance.pathKey() });
    return result;
  };

  const priorities = WORK_ORDER_PRIORITY_NAMES.map((_, i) => ({
    value: String(i + 1),
    label: t(`workOrders.priorities.${i + 1}`),
  }));

  return (
    <EntityForm
      schema={workOrderFormSchema}
      id={current?.id ?? null}
      itemLabel={t("workOrders.item")}
      defaultValues={defaults(current, plantId, timeZone, prefill) as never}
      onSubmit={(values) => save(values as WorkOrderFormValues)}
      onSaved={(result) => {
        if (!current) navigate(`/maintenance/work-orders/${(result as { id: number }).id}`);
        onSaved?.();
      }}
    >
      <PlaceFields plantId={plantId} />
      <FormFields
        columns={2}
        fields={[
          { name: "title", label: t("workOrders.titleField"), required: true, maxLength: 200 },
          {
            kind: "select",
            name: "maintenance_type",
            label: t("workOrders.type"),
            required: true,
            options: MAINTENANCE_TYPES.map((m) => ({ value: m, label: t(`workOrders.types.${m}`) })),
          },
        ]}
      />
      <FormFields fields={[{ name: "description", label: t("workOrders.description") }]} />
      <FormFields
        columns={3}
        fields={[
          {
            kind: "select",
            name: "category_id",
            label: t("workOrders.category"),
            options: nameOptions(categories.data),
            placeholder: t("workOrders.none"),
            parse: Number,
          },
          {
            kind: "select",
            name: "priority",
            label: t("workOrders.priority"),
            options: priorities,
            parse: Number,
          },
          {
            kind: "select",
            name: "work_station_id",
            label: t("workOrders.workStation"),
            options: nameOptions(stations.data),
            placeholder: t("workOrders.none"),
            parse: Number,
          },
          { name: "scheduled_date", label: t("workOrders.scheduledDate"), type: "date", required: true },
          { name: "scheduled_time", label: t("workOrders.scheduledTime"), type: "time", required: true },
          {
            kind: "number",
            name: "total_minutes",
            label: t("workOrders.totalTime"),
            unit: t("workOrders.minutes"),
            min: MIN_TOTAL_TIME_MINUTES,
            step: 5,
            required: true,
            description: t("workOrders.totalTimeHelp", { min: MIN_TOTAL_TIME_MINUTES }),
          },
          { name: "due_at", label: t("workOrders.due"), type: "datetime-local" },
          {
            kind: "select",
            name: "recurrence",
            label: t("workOrders.recurrence"),
            options: RECURRENCES.map((r) => ({ value: r, label: t(`workOrders.recurrences.${r}`) })),
            placeholder: t("workOrders.noRecurrence"),
          },
          {
            kind: "select",
            name: "task_procedure_id",
            label: t("workOrders.taskProcedure"),
            options: nameOptions(procedures.data),
            placeholder: t("workOrders.none"),
            parse: Number,
          },
        ]}
      />
      <div className="grid gap-4 md:grid-cols-2">
        <CheckboxGroupField
          name="assignees.user_ids"
          label={t("workOrders.users")}
          options={(people.data?.users ?? []).map((u) => ({ value: String(u.id), label: u.name }))}
          emptyText={people.data ? t("workOrders.noUsers") : t("common.loading")}
          parse={Number}
        />
        <CheckboxGroupField
          name="assignees.team_ids"
          label={t("workOrders.teams")}
          options={nameOptions(people.data?.teams)}
          emptyText={people.data ? t("workOrders.noTeams") : t("common.loading")}
          parse={Number}
        />
      </div>
      <FormFields
        columns={3}
        fields={[
          { kind: "checkbox", name: "site_visit_required", label: t("workOrders.siteVisit") },
          { name: "shipping_method", label: t("workOrders.shippingMethod"), maxLength: 120 },
          { name: "expected_receive_date", label: t("workOrders.expectedReceive"), type: "date" },
          { name: "extended_work_date", label: t("workOrders.extendedWorkDate"), type: "date" },
          { kind: "number", name: "hourly_rate", label: t("workOrders.hourlyRate"), min: 0, step: "any" },
          { kind: "number", name: "cost_savings", label: t("workOrders.costSavings"), min: 0, step: "any" },
          { kind: "number", name: "parent_id", label: t("workOrders.parent"), min: 1, step: 1 },
        ]}
      />
    </EntityForm>
  );
}
