import { libraryBearingBaseFields } from "@plantwise/shared";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { FormFields } from "@/components/form/form-fields";
import { useRecordSave } from "@/components/form/record-form-page";
import { LibraryEntryDialog } from "@/features/library/library-entry-dialog";
import { optionalRefField, useBrandOptions, withCurrent } from "@/features/library/library-options";
import { useTRPC } from "@/lib/trpc";
import { type BearingRow, OrdersList } from "./bearing-orders";
import { useNumberFormat } from "./number-format";

interface BearingMessages {
  required: string;
  whole: string;
  smaller: string;
  angle: string;
}

/**
 * The API's bearing rules (limits, sizes above 0), with the form's own wording where it names the
 * rule: a whole number of rolling elements, the angle's range, the element smaller than the pitch.
 */
function bearingSchema(m: BearingMessages) {
  return libraryBearingBaseFields
    .extend({
      ball_count: z
        .number({ error: m.required })
        .refine(Number.isInteger, { error: m.whole })
        .min(1, { error: m.whole }),
      // A refinement, so the form keeps its own message naming the whole range.
      contact_angle_deg: z.number({ error: m.required }).refine((v) => v >= 0 && v < 90, { error: m.angle }),
    })
    .refine((v) => v.ball_diameter_mm < v.pitch_diameter_mm, {
      path: ["ball_diameter_mm"],
      message: m.smaller,
      when: (payload) =>
        !payload.issues.some(
          (i) => i.path?.[0] === "ball_diameter_mm" || i.path?.[0] === "pitch_diameter_mm",
        ),
    });
}
type BearingFormValues = z.input<ReturnType<typeof bearingSchema>>;

/** Create or edit a bearing; a shared one is shown read-only to customers. */
export function BearingDialog({ bearing, onClose }: { bearing: BearingRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const bearings = useTRPC().library.bearings;
  const mm = useNumberFormat(2);
  const schema = useMemo(
    () =>
      bearingSchema({
        required: t("form.required"),
        whole: t("settingsLibrary.bearings.ballCountWhole"),
        smaller: t("settingsLibrary.bearings.ballSmaller"),
        angle: t("settingsLibrary.bearings.angleRange"),
      }),
    [t],
  );
  const save = useRecordSave(bearings, (values: z.output<typeof schema>) => ({
    ...values,
    bore_mm: values.bore_mm ?? null,
    outer_diameter_mm: values.outer_diameter_mm ?? null,
    width_mm: values.width_mm ?? null,
    notes: values.notes || null,
  }));
  const brands = withCurrent(useBrandOptions(), bearing?.brand_id, bearing?.brand_name);
  const label = (key: string, unit?: string) =>
    `${t(`settingsLibrary.bearings.${key}`)}${unit ? ` (${unit})` : ""}`;
  const size = (name: string, key: string, required = false) =>
    ({ kind: "number", name, label: label(key), unit: "mm", step: "any", required }) as const;

  return (
    <LibraryEntryDialog
      entry={bearing}
      onClose={onClose}
      title={bearing ? bearing.designation : t("settingsLibrary.bearings.create")}
      description={
        bearing
          ? (bearing.brand_name ?? t("settingsLibrary.bearings.item"))
          : t("settingsLibrary.bearings.createHelp")
      }
      itemLabel={t("settingsLibrary.bearings.item")}
      nameOf={(entry) => entry.designation}
      section="library"
      intro={
        bearing ? (
          <section className="flex flex-col gap-2" aria-label={t("settingsLibrary.bearings.frequencies")}>
            <h3 className="text-sm font-medium">{t("settingsLibrary.bearings.frequencies")}</h3>
            <OrdersList frequencies={bearing.frequencies} />
            <p className="text-xs text-muted-foreground">{t("settingsLibrary.bearings.frequenciesHelp")}</p>
          </section>
        ) : null
      }
      readOnlyRows={(entry) => [
        [label("designation"), entry.designation],
        [label("brand"), entry.brand_name],
        [label("ballCount"), String(entry.ball_count)],
        [label("ballDiameter", "mm"), mm(entry.ball_diameter_mm)],
        [label("pitchDiameter", "mm"), mm(entry.pitch_diameter_mm)],
        [label("contactAngle", "°"), mm(entry.contact_angle_deg)],
        [label("bore", "mm"), mm(entry.bore_mm)],
        [label("outerDiameter", "mm"), mm(entry.outer_diameter_mm)],
        [label("width", "mm"), mm(entry.width_mm)],
        [label("notes"), entry.notes],
      ]}
      schema={schema}
      defaults={
        {
          designation: bearing?.designation ?? "",
          brand_id: bearing?.brand_id ?? null,
          ball_count: bearing?.ball_count ?? undefined,
          ball_diameter_mm: bearing?.ball_diameter_mm ?? undefined,
          pitch_diameter_mm: bearing?.pitch_diameter_mm ?? undefined,
          contact_angle_deg: bearing?.contact_angle_deg ?? 0,
          bore_mm: bearing?.bore_mm ?? undefined,
          outer_diameter_mm: bearing?.outer_diameter_mm ?? undefined,
          width_mm: bearing?.width_mm ?? undefined,
          notes: bearing?.notes ?? "",
        } as BearingFormValues
      }
      save={save}
      remove={{ procedure: bearings.delete, pathKey: bearings.pathKey() }}
    >
      <FormFields
        columns={2}
        fields={[
          { name: "designation", label: label("designation"), required: true },
          optionalRefField({
            name: "brand_id",
            label: label("brand"),
            none: t("settingsLibrary.none"),
            options: brands,
            placeholder: t("settingsLibrary.none"),
          }),
        ]}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t("settingsLibrary.bearings.geometry")}</legend>
        <FormFields
          columns={2}
          fields={[
            {
              kind: "number",
              name: "ball_count",
              label: label("ballCount"),
              step: 1,
              min: 1,
              required: true,
            },
            {
              kind: "number",
              name: "contact_angle_deg",
              label: label("contactAngle"),
              unit: "°",
              step: "any",
              min: 0,
            },
            size("ball_diameter_mm", "ballDiameter", true),
            size("pitch_diameter_mm", "pitchDiameter", true),
          ]}
        />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-1 text-sm font-medium">{t("settingsLibrary.bearings.dimensions")}</legend>
        <FormFields
          columns={3}
          fields={[
            size("bore_mm", "bore"),
            size("outer_diameter_mm", "outerDiameter"),
            size("width_mm", "width"),
          ]}
        />
      </fieldset>
      <FormFields fields={[{ name: "notes", label: label("notes") }]} />
    </LibraryEntryDialog>
  );
}
