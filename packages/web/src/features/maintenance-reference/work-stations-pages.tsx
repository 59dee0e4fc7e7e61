import type { RouterOutputs } from "@plantwise/api/router";
import { createWorkStationInput, hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
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
import { plantFieldSpec, useDefaultPlantId, usePlantFilters } from "./reference-fields";

export type WorkStationRow = RouterOutputs["maintenance"]["workStations"]["list"]["data"][number];

const COLUMNS: ColumnSpec<WorkStationRow>[] = [
  { id: "name", header: "maintenanceReference.name", opens: true },
  { id: "location", header: "maintenanceReference.location" },
  { id: "production_line_name", header: "maintenanceReference.workStations.productionLine" },
  { id: "plant_name", header: "maintenanceReference.plant" },
  { id: "work_orders_count", header: "maintenanceReference.workOrders", align: "right" },
];

/** /work-stations: where work is done in the user's plants. */
export function WorkStationsPage() {
  return (
    <RecordListPage<WorkStationRow>
      listId="work-stations"
      nouns={useListNouns("pages.workStations", "maintenanceReference.workStations")}
      query={(trpc, input) => trpc.maintenance.workStations.list.queryOptions(input)}
      columns={COLUMNS}
      filters={usePlantFilters()}
      records={{ base: "/work-stations", create: "create_work_stations" }}
    />
  );
}

const schema = createWorkStationInput;

/** The production line select: the lines of the plant the form names. */
function LineField() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { control } = useFormContext<z.input<typeof schema>>();
  const plantId = Number(useWatch({ control, name: "plant_id" })) || 0;
  const lines = useQuery({
    ...trpc.maintenance.workStations.lineOptions.queryOptions({ plant_id: plantId }),
    enabled: plantId > 0,
  });
  return (
    <FormFields
      fields={[
        {
          kind: "select",
          name: "production_line_id",
          label: t("maintenanceReference.workStations.productionLine"),
          options: [
            { value: "0", label: t("maintenanceReference.none") },
            ...(lines.data ?? []).map((line) => ({ value: String(line.id), label: line.name })),
          ],
          parse: Number,
        },
      ]}
    />
  );
}

/** /work-stations/:id — a work station, its location and production line. */
export function WorkStationFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plantId = useDefaultPlantId();
  const resource = trpc.maintenance.workStations;
  const edited = useEditedRecord((id) => resource.get.queryOptions({ id }));
  const save = useRecordSave(resource, (values: z.output<typeof schema>) => ({
    plant_id: values.plant_id,
    name: values.name,
    description: values.description ?? null,
    location: values.location ?? null,
    production_line_id: values.production_line_id ?? null,
  }));
  return (
    <RecordFormPage
      basePath="/work-stations"
      nouns={useRecordNouns("pages.workStations", "pages.workStation", "maintenanceReference.workStations")}
      edited={edited}
      schema={schema}
      defaults={(station) => ({
        plant_id: station?.plant_id ?? (plantId as number),
        name: station?.name ?? "",
        description: station?.description ?? "",
        location: station?.location ?? "",
        production_line_id: station?.production_line_id ?? 0,
      })}
      save={save}
      removal={{
        resource,
        allowed: () => hasPermission(user, "delete_work_stations"),
        words: "maintenanceReference.workStations",
        attached: (station) =>
          station.work_orders_count > 0
            ? t("maintenanceReference.countWorkOrders", { count: station.work_orders_count })
            : null,
      }}
    >
      <div className="grid gap-4 md:grid-cols-2">
        <FormFields
          fields={[
            plantFieldSpec(t, user, edited.current),
            { name: "name", label: t("maintenanceReference.name"), required: true },
            { name: "location", label: t("maintenanceReference.location") },
          ]}
        />
        <LineField />
        <FormFields fields={[{ name: "description", label: t("maintenanceReference.description") }]} />
      </div>
    </RecordFormPage>
  );
}
