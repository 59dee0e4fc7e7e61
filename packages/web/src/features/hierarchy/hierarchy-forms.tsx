/**
 * Create/edit forms of production lines (and utilities), machines and assets, each in a dialog:
 * the lists and the details pages open the same ones, so creating works the same everywhere.
 */
import { assetFields, LineKind, lineFields, machineFields } from "@plantwise/shared";
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
  const { t } = useTranslation();
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
  const lineOptions = useLineOptions(plantId);
  return (
    <LevelFormDialog
      {...dialog}
      title={machine ? t("hierarchy.editMachine") : t("hierarchy.newMachine")}
      itemLabel={t("hierarchy.machine")}
      id={machine?.id ?? null}
      schema={machineSchema}
      defaults={{
        production_line_id: machine?.production_line_id ?? lineId,
        name: machine?.name ?? "",
        description: machine?.description ?? "",
      }}
      save={save}
    >
      <ChildFields
        parent={{
          name: "production_line_id",
          label: t("hierarchy.productionLine"),
          options: lineOptions,
          placeholder: t("hierarchy.chooseLine"),
          none: t("hierarchy.needLineFirst"),
        }}
      />
    </LevelFormDialog>
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
  const { t } = useTranslation();
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
  const machineOptions = useMachineOptions(plantId);
  return (
    <LevelFormDialog
      {...dialog}
      title={asset ? t("hierarchy.editAsset") : t("hierarchy.newAsset")}
      itemLabel={t("hierarchy.asset")}
      id={asset?.id ?? null}
      schema={assetSchema}
      defaults={{
        machine_id: asset?.machine_id ?? machineId,
        name: asset?.name ?? "",
        description: asset?.description ?? "",
      }}
      save={save}
    >
      <ChildFields
        parent={{
          name: "machine_id",
          label: t("hierarchy.machine"),
          options: machineOptions,
          placeholder: t("hierarchy.chooseMachine"),
          none: t("hierarchy.needMachineFirst"),
        }}
      />
    </LevelFormDialog>
  );
}

function ChildFields({
  parent,
}: {
  parent: {
    name: string;
    label: string;
    options: { value: string; label: string }[];
    placeholder: string;
    none: string;
  };
}) {
  const { t } = useTranslation();
  return (
    <FormFields
      fields={[
        {
          kind: "select",
          name: parent.name,
          label: parent.label,
          options: parent.options,
          placeholder: parent.placeholder,
          description: parent.options.length === 0 ? parent.none : undefined,
          parse: Number,
          required: true,
        },
        { name: "name", label: t("hierarchy.name"), required: true, autoComplete: "off" },
        { name: "description", label: t("hierarchy.description"), autoComplete: "off" },
      ]}
    />
  );
}
