/**
 * Create/edit forms of production lines (and utilities), machines and assets, each in a dialog:
 * the lists and the details pages open the same ones, so creating works the same everywhere.
 */
import { LineKind } from "@plantwise/shared";
import { useMutation, useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { EntityForm } from "@/components/form/entity-form";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { useTRPC } from "@/lib/trpc";
import {
  type AssetRow,
  CHILDREN_MAX,
  FormDialog,
  type LineRow,
  type MachineRow,
  useInvalidateHierarchy,
} from "./hierarchy-kit";

interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives the saved record's id. */
  onSaved?: (id: number) => void;
}

const text = (max: number) => z.string().trim().max(max);

function lineSchema(required: string, positive: string) {
  return z.object({
    name: text(120).min(1, { error: required }),
    description: text(1000),
    line_speed_rpm: z.number({ error: positive }).positive({ error: positive }).optional(),
    rpm_node_id: text(200),
    rpm_node_parameter: text(200),
  });
}

/** A line or a utility (kind 1 or 2) of a plant: new when `line` is absent. */
export function LineFormDialog({
  open,
  onOpenChange,
  onSaved,
  kind,
  plantId,
  line,
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
  const invalidate = useInvalidateHierarchy();
  const schema = useMemo(() => lineSchema(t("form.required"), t("hierarchy.mustBePositive")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.productionLines.create.mutationOptions({ meta }));
  const update = useMutation(trpc.productionLines.update.mutationOptions({ meta }));
  const utility = kind === LineKind.UTILITY;
  const title = line
    ? t(utility ? "hierarchy.editUtility" : "hierarchy.editLine")
    : t(utility ? "hierarchy.newUtility" : "hierarchy.newLine");
  return (
    <FormDialog open={open} onOpenChange={onOpenChange} title={title}>
      <EntityForm
        schema={schema}
        id={line?.id ?? null}
        itemLabel={t(utility ? "hierarchy.utility" : "hierarchy.line")}
        defaultValues={{
          name: line?.name ?? "",
          description: line?.description ?? "",
          line_speed_rpm: line?.line_speed_rpm ?? undefined,
          rpm_node_id: line?.rpm_node_id ?? "",
          rpm_node_parameter: line?.rpm_node_parameter ?? "",
        }}
        onSubmit={async (values) => {
          const payload = {
            name: values.name,
            description: values.description || null,
            line_speed_rpm: values.line_speed_rpm ?? null,
            rpm_node_id: values.rpm_node_id || null,
            rpm_node_parameter: values.rpm_node_parameter || null,
          };
          const result = line
            ? await update.mutateAsync({ ...payload, id: line.id })
            : await create.mutateAsync({ ...payload, plant_id: plantId, kind });
          await invalidate();
          return result;
        }}
        onSaved={(result) => {
          onOpenChange(false);
          onSaved?.((result as { id: number }).id);
        }}
      >
        <TextField name="name" label={t("hierarchy.name")} required autoComplete="off" />
        <TextField name="description" label={t("hierarchy.description")} autoComplete="off" />
        <NumberField name="line_speed_rpm" label={t("hierarchy.lineSpeed")} unit="RPM" min={0} step="any" />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="rpm_node_id"
            label={t("hierarchy.rpmNode")}
            description={t("hierarchy.rpmNodeHelp")}
            autoComplete="off"
          />
          <TextField name="rpm_node_parameter" label={t("hierarchy.rpmNodeParameter")} autoComplete="off" />
        </div>
      </EntityForm>
    </FormDialog>
  );
}

function machineSchema(required: string) {
  return z.object({
    production_line_id: z.number({ error: required }).int().positive({ error: required }),
    name: text(120).min(1, { error: required }),
    description: text(1000),
  });
}

/** The plant's lines and utilities as options, "Line" or "Utility: …" so both kinds read apart. */
export function useLineOptions(plantId: number) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const lines = useQuery(
    trpc.productionLines.list.queryOptions({
      plant_id: plantId,
      max: CHILDREN_MAX,
      orderByColumn: "position",
      orderByMethod: "asc",
    }),
  );
  return useMemo(
    () =>
      [...(lines.data?.data ?? [])]
        .sort((a, b) => a.kind - b.kind || a.position - b.position)
        .map((line) => ({
          value: String(line.id),
          label: line.kind === LineKind.UTILITY ? `${t("hierarchy.utility")}: ${line.name}` : line.name,
        })),
    [lines.data, t],
  );
}

/** A machine of a plant's line: new when `machine` is absent; `lineId` preselects the line. */
export function MachineFormDialog({
  open,
  onOpenChange,
  onSaved,
  plantId,
  lineId,
  machine,
}: DialogProps & {
  plantId: number;
  lineId?: number;
  machine?: Pick<MachineRow, "id" | "name" | "description" | "production_line_id">;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const invalidate = useInvalidateHierarchy();
  const schema = useMemo(() => machineSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.machines.create.mutationOptions({ meta }));
  const update = useMutation(trpc.machines.update.mutationOptions({ meta }));
  const lineOptions = useLineOptions(plantId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={machine ? t("hierarchy.editMachine") : t("hierarchy.newMachine")}
    >
      <EntityForm
        schema={schema}
        id={machine?.id ?? null}
        itemLabel={t("hierarchy.machine")}
        defaultValues={{
          production_line_id: machine?.production_line_id ?? lineId,
          name: machine?.name ?? "",
          description: machine?.description ?? "",
        }}
        onSubmit={async (values) => {
          const payload = {
            production_line_id: values.production_line_id,
            name: values.name,
            description: values.description || null,
          };
          const result = machine
            ? await update.mutateAsync({ ...payload, id: machine.id })
            : await create.mutateAsync(payload);
          await invalidate();
          return result;
        }}
        onSaved={(result) => {
          onOpenChange(false);
          onSaved?.((result as { id: number }).id);
        }}
      >
        <SelectField
          name="production_line_id"
          label={t("hierarchy.productionLine")}
          options={lineOptions}
          placeholder={t("hierarchy.chooseLine")}
          description={lineOptions.length === 0 ? t("hierarchy.needLineFirst") : undefined}
          parse={Number}
          required
        />
        <TextField name="name" label={t("hierarchy.name")} required autoComplete="off" />
        <TextField name="description" label={t("hierarchy.description")} autoComplete="off" />
      </EntityForm>
    </FormDialog>
  );
}

function assetSchema(required: string) {
  return z.object({
    machine_id: z.number({ error: required }).int().positive({ error: required }),
    name: text(120).min(1, { error: required }),
    description: text(1000),
  });
}

/** The plant's machines as "Line › Machine" options. */
export function useMachineOptions(plantId: number) {
  const trpc = useTRPC();
  const machines = useQuery(
    trpc.machines.list.queryOptions({
      plant_id: plantId,
      max: CHILDREN_MAX,
      orderByColumn: "production_line_name",
      orderByMethod: "asc",
    }),
  );
  return useMemo(
    () =>
      (machines.data?.data ?? []).map((m) => ({
        value: String(m.id),
        label: `${m.production_line_name} › ${m.name}`,
      })),
    [machines.data],
  );
}

/** An asset of a plant's machine: new when `asset` is absent; `machineId` preselects the machine. */
export function AssetFormDialog({
  open,
  onOpenChange,
  onSaved,
  plantId,
  machineId,
  asset,
}: DialogProps & {
  plantId: number;
  machineId?: number;
  asset?: Pick<AssetRow, "id" | "name" | "description" | "machine_id" | "application_id">;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const invalidate = useInvalidateHierarchy();
  const schema = useMemo(() => assetSchema(t("form.required")), [t]);
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.assets.create.mutationOptions({ meta }));
  const update = useMutation(trpc.assets.update.mutationOptions({ meta }));
  const machineOptions = useMachineOptions(plantId);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={asset ? t("hierarchy.editAsset") : t("hierarchy.newAsset")}
    >
      <EntityForm
        schema={schema}
        id={asset?.id ?? null}
        itemLabel={t("hierarchy.asset")}
        defaultValues={{
          machine_id: asset?.machine_id ?? machineId,
          name: asset?.name ?? "",
          description: asset?.description ?? "",
        }}
        onSubmit={async (values) => {
          const payload = {
            machine_id: values.machine_id,
            name: values.name,
            description: values.description || null,
            // The form does not edit the application; an update keeps the one set (the server clears a missing one).
            application_id: asset?.application_id ?? null,
          };
          const result = asset
            ? await update.mutateAsync({ ...payload, id: asset.id })
            : await create.mutateAsync(payload);
          await invalidate();
          return result;
        }}
        onSaved={(result) => {
          onOpenChange(false);
          onSaved?.((result as { id: number }).id);
        }}
      >
        <SelectField
          name="machine_id"
          label={t("hierarchy.machine")}
          options={machineOptions}
          placeholder={t("hierarchy.chooseMachine")}
          description={machineOptions.length === 0 ? t("hierarchy.needMachineFirst") : undefined}
          parse={Number}
          required
        />
        <TextField name="name" label={t("hierarchy.name")} required autoComplete="off" />
        <TextField name="description" label={t("hierarchy.description")} autoComplete="off" />
      </EntityForm>
    </FormDialog>
  );
}
