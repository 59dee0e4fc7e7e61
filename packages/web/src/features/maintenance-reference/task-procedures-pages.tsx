import type { RouterOutputs } from "@plantwise/api/router";
import { createTaskProcedureInput, hasPermission } from "@plantwise/shared";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { type ColumnSpec, RecordListPage, useListNouns } from "@/components/list/record-list-page";
import { useTRPC } from "@/lib/trpc";
import { InUseNote, plantFieldSpec, useDefaultPlantId, usePlantFilters } from "./reference-fields";
import { StepsEditor } from "./steps-editor";

export type TaskProcedureRow = RouterOutputs["maintenance"]["taskProcedures"]["list"]["data"][number];

const COLUMNS: ColumnSpec<TaskProcedureRow>[] = [
  { id: "name", header: "maintenanceReference.name", opens: true },
  { id: "plant_name", header: "maintenanceReference.plant" },
  { id: "steps_count", header: "maintenanceReference.procedures.steps", align: "right" },
  {
    id: "estimated_minutes",
    header: "maintenanceReference.procedures.estimatedMinutes",
    align: "right",
    cell: (row, t) =>
      row.estimated_minutes === null
        ? null
        : t("maintenanceReference.procedures.minutesValue", { count: row.estimated_minutes }),
  },
  { id: "work_orders_count", header: "maintenanceReference.workOrders", align: "right" },
];

/** /task-procedures: the reusable step lists of the user's plants. */
export function TaskProceduresPage() {
  return (
    <RecordListPage<TaskProcedureRow>
      listId="task-procedures"
      nouns={useListNouns("pages.taskProcedures", "maintenanceReference.procedures")}
      query={(trpc, input) => trpc.maintenance.taskProcedures.list.queryOptions(input)}
      columns={COLUMNS}
      filters={usePlantFilters()}
      records={{ base: "/task-procedures", create: "create_task_procedures" }}
    />
  );
}

const schema = createTaskProcedureInput;

/** /task-procedures/:id — a task procedure and its ordered steps, saved together. */
export function TaskProcedureFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plantId = useDefaultPlantId();
  const resource = trpc.maintenance.taskProcedures;
  const edited = useEditedRecord((id) => resource.get.queryOptions({ id }));
  const save = useRecordSave(resource, (values: z.output<typeof schema>) => ({
    plant_id: values.plant_id,
    name: values.name,
    description: values.description ?? null,
    estimated_minutes: values.estimated_minutes ?? null,
    steps: values.steps.map((step) => ({ instruction: step.instruction })),
  }));
  return (
    <RecordFormPage
      basePath="/task-procedures"
      nouns={useRecordNouns("pages.taskProcedures", "pages.taskProcedure", "maintenanceReference.procedures")}
      edited={edited}
      schema={schema}
      defaults={(procedure) => ({
        plant_id: procedure?.plant_id ?? (plantId as number),
        name: procedure?.name ?? "",
        description: procedure?.description ?? "",
        estimated_minutes: procedure?.estimated_minutes ?? undefined,
        steps: procedure
          ? procedure.steps.map((step) => ({ instruction: step.instruction }))
          : [{ instruction: "" }],
      })}
      save={save}
      header={(procedure) => <InUseNote count={procedure.work_orders_count} />}
      removal={{
        resource,
        allowed: (procedure) =>
          hasPermission(user, "delete_task_procedures") && procedure.work_orders_count === 0,
        words: "maintenanceReference.procedures",
      }}
    >
      <FormFields
        columns={2}
        fields={[
          plantFieldSpec(t, user, edited.current),
          { name: "name", label: t("maintenanceReference.name"), required: true },
          {
            kind: "number",
            name: "estimated_minutes",
            label: t("maintenanceReference.procedures.estimatedMinutes"),
            unit: t("maintenanceReference.procedures.minutes"),
            min: 1,
            step: 1,
          },
          { name: "description", label: t("maintenanceReference.description") },
        ]}
      />
      <StepsEditor />
    </RecordFormPage>
  );
}
