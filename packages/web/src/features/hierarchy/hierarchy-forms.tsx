/**
 * Create/edit forms of production lines (and utilities), machines and assets, each in a dialog:
 * the lists and the details pages open the same ones, so creating works the same everywhere.
 */
import { assetFields, LineKind, lineFields, machineFields } from "@plantwise/shared";
import type { DefaultValues, FieldValues } from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { FormFields } from "@/components/form/form-fields";
import { useRecordSave } from "@/components/form/record-form-page";
import { useTRPC } from "@/lib/trpc";
import { useLineOptions, useMachineOptions } from "./hierarchy-options";
import type { AssetRow, LineRow, MachineRow } from "./hierarchy-rows";
import { type DialogProps, LevelFormDialog } from "./level-form-dialog";
import { useInvalidateHierarchy } from "./use-invalidate-hierarchy";

/**
 * The forms use the API's rules as they are: texts are trimmed with a blank sent as null, the line
 * speed's number input holds a number (or nothing), and a parent's select is parsed to its id.
 */
const lineSchema = lineFields;
const machineSchema = machineFields;
/** The form does not edit an asset's application (see the asset's save below). */
const assetSchema = assetFields.pick({ machine_id: true, name: true, description: true });

/** A line or a utility (kind 1 or 2) of a plant: new when `line` is absent. */
export function LineFormDialog({
  kind,
  plantId,
  line,
  ...dialog
}: DialogProps & {
  kind: number;
  plantId: number;
  line?: Pick<
    LineRow,
    "id" | "name" | "description" | "line_speed_rpm" | "rpm_node_id" | "rpm_node_parameter"
  >;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const save = useRecordSave(
    trpc.productionLines,
    (values: z.output<typeof lineSchema>) => ({
      name: values.name,
      description: values.description ?? null,
      line_speed_rpm: values.line_speed_rpm ?? null,
      rpm_node_id: values.rpm_node_id ?? null,
      rpm_node_parameter: values.rpm_node_parameter ?? null,
    }),
    { created: (payload) => ({ ...payload, plant_id: plantId, kind }), invalidate: useInvalidateHierarchy() },
  );
  const utility = kind === LineKind.UTILITY;
  const [editKey, newKey] = utility
    ? ["hierarchy.editUtility", "hierarchy.newUtility"]
    : ["hierarchy.editLine", "hierarchy.newLine"];
  return (
    <LevelFormDialog
      {...dialog}
      title={t(line ? editKey : newKey)}
      itemLabel={t(utility ? "hierarchy.utility" : "hierarchy.line")}
      id={line?.id ?? null}
      schema={lineSchema}
      defaults={{
        name: line?.name ?? "",
        description: line?.description ?? "",
        line_speed_rpm: line?.line_speed_rpm ?? undefined,
        rpm_node_id: line?.rpm_node_id ?? "",
        rpm_node_parameter: line?.rpm_node_parameter ?? "",
      }}
      save={save}
    >
      <FormFields
        fields={[
          { name: "name", label: t("hierarchy.name"), required: true, autoComplete: "off" },
          { name: "description", label: t("hierarchy.description"), autoComplete: "off" },
          {
            kind: "number",
            name: "line_speed_rpm",
            label: t("hierarchy.lineSpeed"),
            unit: "RPM",
            min: 0,
            step: "any",
          },
        ]}
      />
      <FormFields
        columns={2}
        fields={[
          {
            name: "rpm_node_id",
            label: t("hierarchy.rpmNode"),
            description: t("hierarchy.rpmNodeHelp"),
            autoComplete: "off",
          },
          { name: "rpm_node_parameter", label: t("hierarchy.rpmNodeParameter"), autoComplete: "off" },
        ]}
      />
    </LevelFormDialog>
  );
}

/** A machine of a plant's line: new when `machine` is absent; `lineId` preselects the line. */
export function MachineFormDialog({
  plantId,
  lineId,
  machine,
  ...dialog
}: DialogProps & {
  plantId: number;
  lineId?: number;
  machine?: Pick<MachineRow, "id" | "name" | "description" | "production_line_id">;
}) {
  const trpc = useTRPC();
  const save = useRecordSave(
    trpc.machines,
    (values: z.output<typeof machineSchema>) => ({
      production_line_id: values.production_line_id,
      name: values.name,
      description: values.description ?? null,
    }),
    { invalidate: useInvalidateHierarchy() },
  );
  return (
    <ChildLevelDialog
      dialog={dialog}
      level="Machine"
      record={machine}
      schema={machineSchema}
      save={save}
      parentId={machine?.production_line_id ?? lineId}
      parents={useLineOptions(plantId)}
    />
  );
}

/** An asset of a plant's machine: new when `asset` is absent; `machineId` preselects the machine. */
export function AssetFormDialog({
  plantId,
  machineId,
  asset,
  ...dialog
}: DialogProps & {
  plantId: number;
  machineId?: number;
  asset?: Pick<AssetRow, "id" | "name" | "description" | "machine_id" | "application_id">;
}) {
  const trpc = useTRPC();
  const save = useRecordSave(
    trpc.assets,
    (values: z.output<typeof assetSchema>) => ({
      machine_id: values.machine_id,
      name: values.name,
      description: values.description ?? null,
      // The form does not edit the application; an update keeps the one set (the server clears a missing one).
      application_id: asset?.application_id ?? null,
    }),
    { invalidate: useInvalidateHierarchy() },
  );
  return (
    <ChildLevelDialog
      dialog={dialog}
      level="Asset"
      record={asset}
      schema={assetSchema}
      save={save}
      parentId={asset?.machine_id ?? machineId}
      parents={useMachineOptions(plantId)}
    />
  );
}

/** The parent of each level under one: its field and the i18n keys of its select's words. */
const PARENTS = {
  Machine: {
    name: "production_line_id",
    label: "hierarchy.productionLine",
    placeholder: "hierarchy.chooseLine",
    none: "hierarchy.needLineFirst",
  },
  Asset: {
    name: "machine_id",
    label: "hierarchy.machine",
    placeholder: "hierarchy.chooseMachine",
    none: "hierarchy.needMachineFirst",
  },
} as const;

/**
 * The form of a level under a parent (a machine under its line, an asset under its machine): the
 * parent's select, the name and the description. Its words are `hierarchy.new<Level>`,
 * `hierarchy.edit<Level>` and `hierarchy.<level>`.
 */
function ChildLevelDialog<TSchema extends z.ZodType<FieldValues, FieldValues>>({
  dialog,
  level,
  record,
  schema,
  save,
  parentId,
  parents,
}: {
  dialog: DialogProps;
  level: keyof typeof PARENTS;
  record: { id: number; name: string; description: string | null } | undefined;
  schema: TSchema;
  save: (values: z.output<TSchema>, id: number | null) => Promise<unknown>;
  /** The parent it is under (or preselected), none yet for a new one. */
  parentId: number | undefined;
  parents: { value: string; label: string }[];
}) {
  const { t } = useTranslation();
  const parent = PARENTS[level];
  const defaults = {
    [parent.name]: parentId,
    name: record?.name ?? "",
    description: record?.description ?? "",
  } as DefaultValues<z.input<TSchema>>;
  return (
    <LevelFormDialog
      {...dialog}
      title={t(record ? `hierarchy.edit${level}` : `hierarchy.new${level}`)}
      itemLabel={t(`hierarchy.${level.toLowerCase()}`)}
      id={record?.id ?? null}
      schema={schema}
      defaults={defaults}
      save={save}
    >
      <FormFields
        fields={[
          {
            kind: "select",
            name: parent.name,
            label: t(parent.label),
            options: parents,
            placeholder: t(parent.placeholder),
            description: parents.length === 0 ? t(parent.none) : undefined,
            parse: Number,
            required: true,
          },
          { name: "name", label: t("hierarchy.name"), required: true, autoComplete: "off" },
          { name: "description", label: t("hierarchy.description"), autoComplete: "off" },
        ]}
      />
    </LevelFormDialog>
  );
}
