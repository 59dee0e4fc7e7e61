/**
 * The item's kinematics — gear teeth, vanes, blades, belt drive and supply frequency — from which
 * the fault-frequency markers and fault bands of its spectra are placed (analysis.setKinematics,
 * the whole set replaced). Lengths are millimetres in both measuring systems, as the bearing
 * library's are.
 */
import { type MachineKinematics, machineKinematicsSchema } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CogIcon, PencilIcon } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { EntityForm } from "@/components/form/entity-form";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import { useTRPC } from "@/lib/trpc";
import type { EquipmentDetails } from "./equipment-form-dialog";

const COUNTS = ["gear_teeth", "mating_gear_teeth", "vanes", "blades"] as const;
const BELT = ["driver_diameter_mm", "driven_diameter_mm", "length_mm"] as const;
const LINE_NONE = "none";

const number = z.number().optional();
const formShape = z.object({
  gear_teeth: number,
  mating_gear_teeth: number,
  vanes: number,
  blades: number,
  belt: z.object({ driver_diameter_mm: number, driven_diameter_mm: number, length_mm: number }),
  line_frequency_hz: z.string(),
});
type KinematicsValues = z.input<typeof formShape>;

/**
 * The form's values as the procedure's kinematics, checked by the API's own schema: blanks are
 * cleared, a belt is all three lengths or none (a partly entered belt names its empty boxes).
 */
export const kinematicsFormSchema = formShape.transform(
  (values, ctx): z.output<typeof machineKinematicsSchema> => {
    const blank = (v: number | undefined) => (v === undefined ? null : v);
    const beltGiven = BELT.some((key) => values.belt[key] !== undefined);
    const parsed = machineKinematicsSchema.safeParse({
      gear_teeth: blank(values.gear_teeth),
      mating_gear_teeth: blank(values.mating_gear_teeth),
      vanes: blank(values.vanes),
      blades: blank(values.blades),
      belt: beltGiven ? values.belt : null,
      line_frequency_hz: values.line_frequency_hz === LINE_NONE ? null : Number(values.line_frequency_hz),
    });
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) ctx.addIssue({ ...issue } as never);
    return z.NEVER;
  },
);

function formValues(kinematics: MachineKinematics | null | undefined): KinematicsValues {
  const k = kinematics ?? {};
  return {
    gear_teeth: k.gear_teeth ?? undefined,
    mating_gear_teeth: k.mating_gear_teeth ?? undefined,
    vanes: k.vanes ?? undefined,
    blades: k.blades ?? undefined,
    belt: {
      driver_diameter_mm: k.belt?.driver_diameter_mm,
      driven_diameter_mm: k.belt?.driven_diameter_mm,
      length_mm: k.belt?.length_mm,
    },
    line_frequency_hz: k.line_frequency_hz ? String(k.line_frequency_hz) : LINE_NONE,
  };
}

const COUNT_LABELS = {
  gear_teeth: "gearTeeth",
  mating_gear_teeth: "matingGearTeeth",
  vanes: "vanes",
  blades: "blades",
} as const;

export function KinematicsCard({ item, canEdit }: { item: EquipmentDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const k: MachineKinematics = item.kinematics ?? {};
  const rows: [string, ReactNode][] = [
    ...COUNTS.filter((key) => k[key] != null).map(
      (key) => [t(`equipment.kinematics.${COUNT_LABELS[key]}`), k[key]] as [string, ReactNode],
    ),
    ...(k.belt
      ? [
          [
            t("equipment.kinematics.belt"),
            t("equipment.kinematics.beltText", {
              driver: k.belt.driver_diameter_mm,
              driven: k.belt.driven_diameter_mm,
              length: k.belt.length_mm,
            }),
          ] as [string, ReactNode],
        ]
      : []),
    ...(k.line_frequency_hz
      ? [
          [
            t("equipment.kinematics.lineFrequency"),
            t("equipment.kinematics.lineHz", { hz: k.line_frequency_hz }),
          ] as [string, ReactNode],
        ]
      : []),
  ];
  return (
    <Card data-testid="kinematics">
      <CardHeader className="flex flex-row items-start justify-between gap-2">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle className="flex items-center gap-2 text-base">
            <CogIcon className="size-4 text-primary" aria-hidden="true" />
            {t("equipment.kinematics.title")}
          </CardTitle>
          <CardDescription>{t("equipment.kinematics.help")}</CardDescription>
        </div>
        {canEdit ? (
          <ButtonDialog
            trigger={<ToolButton icon={PencilIcon}>{t("equipment.kinematics.edit")}</ToolButton>}
            title={t("equipment.kinematics.edit")}
            description={item.name}
          >
            {(close) => <KinematicsForm item={item} onDone={close} />}
          </ButtonDialog>
        ) : null}
      </CardHeader>
      <CardContent className="text-sm">
        {rows.length > 0 ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {rows.map(([label, value]) => (
              <div key={label} className="contents">
                <dt className="text-muted-foreground">{label}</dt>
                <dd className="tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">{t("equipment.kinematics.notSet")}</p>
        )}
      </CardContent>
    </Card>
  );
}

export function KinematicsForm({ item, onDone }: { item: EquipmentDetails; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.analysis.setKinematics.mutationOptions({ meta: { handlesErrors: true } }));
  const lineOptions = useMemo(
    () => [
      { value: LINE_NONE, label: t("equipment.kinematics.lineNone") },
      { value: "50", label: t("equipment.kinematics.lineHz", { hz: 50 }) },
      { value: "60", label: t("equipment.kinematics.lineHz", { hz: 60 }) },
    ],
    [t],
  );
  return (
    <EntityForm
      schema={kinematicsFormSchema}
      id={item.id}
      itemLabel={t("equipment.kinematics.title")}
      defaultValues={formValues(item.kinematics)}
      onSubmit={async ({ id: _id, ...kinematics }) => {
        const result = await save.mutateAsync({ equipment_id: item.id, kinematics });
        // The item's card, and its spectra's markers and fault bands, read the new set.
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.equipments.get.queryKey({ id: item.id }) }),
          queryClient.invalidateQueries({ queryKey: trpc.signals.pathKey() }),
        ]);
        return result;
      }}
      onSaved={onDone}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {COUNTS.map((key) => (
          <NumberField
            key={key}
            name={key}
            label={t(`equipment.kinematics.${COUNT_LABELS[key]}`)}
            step={1}
            min={1}
            autoComplete="off"
          />
        ))}
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium">{t("equipment.kinematics.belt")}</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <NumberField
            name="belt.driver_diameter_mm"
            label={t("equipment.kinematics.driverDiameter")}
            unit="mm"
            step="any"
            autoComplete="off"
          />
          <NumberField
            name="belt.driven_diameter_mm"
            label={t("equipment.kinematics.drivenDiameter")}
            unit="mm"
            step="any"
            autoComplete="off"
          />
          <NumberField
            name="belt.length_mm"
            label={t("equipment.kinematics.beltLength")}
            unit="mm"
            step="any"
            autoComplete="off"
          />
        </div>
        <p className="text-xs text-muted-foreground">{t("equipment.kinematics.beltHelp")}</p>
      </fieldset>
      <SelectField
        name="line_frequency_hz"
        label={t("equipment.kinematics.lineFrequency")}
        options={lineOptions}
        description={t("equipment.kinematics.lineHelp")}
      />
    </EntityForm>
  );
}
