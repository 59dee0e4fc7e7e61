import type { RouterOutputs } from "@plantwise/api/router";
import { createWorkOrderCategoryInput, hasPermission } from "@plantwise/shared";
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

export type CategoryRow = RouterOutputs["maintenance"]["categories"]["list"]["data"][number];

/** The type's colour as a swatch beside its name (never colour alone). */
function Swatch({ color }: { color: string | null }) {
  if (!color) return null;
  return (
    <span
      aria-hidden="true"
      className="inline-block size-3 shrink-0 rounded-full border"
      style={{ backgroundColor: color }}
    />
  );
}

const COLUMNS: ColumnSpec<CategoryRow>[] = [
  {
    id: "name",
    header: "maintenanceReference.name",
    opens: true,
    cell: (row) => (
      <span className="inline-flex items-center gap-2">
        <Swatch color={row.color} />
        {row.name}
      </span>
    ),
  },
  { id: "description", header: "maintenanceReference.description", sortable: false },
  { id: "plant_name", header: "maintenanceReference.plant" },
  { id: "work_orders_count", header: "maintenanceReference.workOrders", align: "right" },
];

/** /maintenance-categories: the work order types of the user's plants. */
export function CategoriesPage() {
  return (
    <RecordListPage<CategoryRow>
      listId="maintenance-categories"
      nouns={useListNouns("pages.workOrderTypes", "maintenanceReference.categories")}
      query={(trpc, input) => trpc.maintenance.categories.list.queryOptions(input)}
      columns={COLUMNS}
      filters={usePlantFilters()}
      records={{ base: "/maintenance-categories", create: "create_work_order_type" }}
    />
  );
}

const schema = createWorkOrderCategoryInput;

/** /maintenance-categories/:id — a work order type: name, description and colour. */
export function CategoryFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plantId = useDefaultPlantId();
  const resource = trpc.maintenance.categories;
  const edited = useEditedRecord((id) => resource.get.queryOptions({ id }));
  const save = useRecordSave(resource, (values: z.output<typeof schema>) => ({
    plant_id: values.plant_id,
    name: values.name,
    description: values.description ?? null,
    color: values.color ?? null,
  }));
  return (
    <RecordFormPage
      basePath="/maintenance-categories"
      nouns={useRecordNouns("pages.workOrderTypes", "pages.workOrderType", "maintenanceReference.categories")}
      edited={edited}
      schema={schema}
      defaults={(category) => ({
        plant_id: category?.plant_id ?? (plantId as number),
        name: category?.name ?? "",
        description: category?.description ?? "",
        color: category?.color ?? "",
      })}
      save={save}
      header={(category) => <InUseNote count={category.work_orders_count} />}
      removal={{
        resource,
        allowed: (category) =>
          hasPermission(user, "delete_work_order_type") && category.work_orders_count === 0,
        words: "maintenanceReference.categories",
      }}
    >
      <FormFields
        columns={2}
        fields={[
          plantFieldSpec(t, user, edited.current),
          { name: "name", label: t("maintenanceReference.name"), required: true },
          {
            name: "color",
            label: t("maintenanceReference.categories.color"),
            description: t("maintenanceReference.categories.colorHelp"),
            placeholder: "#2563eb",
            autoComplete: "off",
          },
          { name: "description", label: t("maintenanceReference.description") },
        ]}
      />
    </RecordFormPage>
  );
}
