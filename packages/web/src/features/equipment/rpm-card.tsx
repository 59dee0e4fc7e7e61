import { FORMULA_PLACEHOLDER, RpmSource, rpmParamsInput } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { GaugeIcon, PencilIcon } from "lucide-react";
import { type ReactNode, useMemo } from "react";
import { useWatch } from "react-hook-form";
import { Trans, useTranslation } from "react-i18next";
import { z } from "zod";
import { CheckboxField } from "@/components/form/checkbox-field";
import { EntityForm } from "@/components/form/entity-form";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { ToolButton } from "@/components/ui/tool-button";
import { chosen } from "@/lib/form-rules";
import { useTRPC } from "@/lib/trpc";
import type { EquipmentDetails } from "./equipment-form-dialog";

const SOURCES = Object.values(RpmSource);

/**
 * The API's limits of the formula and the external node; the source's select and the manual value
 * are held as strings, and what a source needs is checked with the form's own messages.
 */
function rpmSchema(required: string, positive: string) {
  return rpmParamsInput
    .pick({ rpm_formula: true, rpm_external_node_id: true, rpm_external_node_parameter: true })
    .extend({
      rpm_source_item: chosen(required),
      rpm_value: z.string(),
      is_rpm_visible: z.boolean(),
    })
    .superRefine((v, ctx) => {
      if (v.rpm_source_item === String(RpmSource.MANUAL)) {
        const n = Number(v.rpm_value);
        if (v.rpm_value.trim() === "")
          ctx.addIssue({ code: "custom", path: ["rpm_value"], message: required });
        else if (!Number.isFinite(n) || n <= 0) {
          ctx.addIssue({ code: "custom", path: ["rpm_value"], message: positive });
        }
      }
      // Blank texts are null by now (the API's rule trims them).
      if (v.rpm_source_item === String(RpmSource.EXTERNAL) && !v.rpm_external_node_id) {
        ctx.addIssue({ code: "custom", path: ["rpm_external_node_id"], message: required });
      }
    });
}

/**
 * A formula as it reads: its placeholder `{value}` shown as the words it stands for (the source's
 * value), marked as the formula's input, not as a text left unfilled.
 */
export function FormulaText({ formula }: { formula: string }) {
  const { t } = useTranslation();
  const parts = formula.split(FORMULA_PLACEHOLDER);
  return (
    <span data-testid="rpm-formula">
      {parts.map((part, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed text, in order
        <span key={index}>
          {index > 0 ? (
            <span
              className="rounded bg-muted px-1 font-sans text-xs text-foreground"
              title={FORMULA_PLACEHOLDER}
            >
              {t("equipment.rpmFormulaValue")}
            </span>
          ) : null}
          {part}
        </span>
      ))}
    </span>
  );
}

/** The item's RPM source and how its value becomes RPM (PUT /equipments/{itemId}/rpm-params). */
export function RpmCard({ item, canEdit }: { item: EquipmentDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const source = item.rpm_source_item;
  const rows: [string, ReactNode][] = item.is_rpm_params_set
    ? [
        [t("equipment.rpmSource"), source ? t(`equipment.rpmSources.${source}`) : null],
        [t("equipment.rpmValue"), source === RpmSource.MANUAL ? item.rpm_value : null],
        [
          t("equipment.rpmFormula"),
          item.rpm_formula ? <FormulaText key="formula" formula={item.rpm_formula} /> : null,
        ],
        [t("equipment.rpmNode"), source === RpmSource.EXTERNAL ? item.rpm_external_node_id : null],
        [
          t("equipment.rpmNodeParameter"),
          source === RpmSource.EXTERNAL ? item.rpm_external_node_parameter : null,
        ],
      ]
    : [];
  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="flex items-center gap-2 text-base">
          <GaugeIcon className="size-4 text-primary" aria-hidden="true" />
          {t("equipment.rpm")}
        </CardTitle>
        {canEdit ? <RpmDialog item={item} /> : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-2 text-sm">
        {item.is_rpm_params_set ? (
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
            {rows
              .filter(([, value]) => value !== null && value !== "")
              .map(([label, value]) => (
                <div key={label} className="contents">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-mono tabular-nums">{value}</dd>
                </div>
              ))}
          </dl>
        ) : (
          <p className="text-muted-foreground">{t("equipment.rpmNotSet")}</p>
        )}
        <p className="text-xs text-muted-foreground">
          {[
            item.line_speed_rpm != null ? t("equipment.rpmLineSpeed", { value: item.line_speed_rpm }) : null,
            item.rated_rpm != null ? t("equipment.rpmRated", { value: item.rated_rpm }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </CardContent>
    </Card>
  );
}

function RpmDialog({ item }: { item: EquipmentDetails }) {
  const { t } = useTranslation();
  return (
    <ButtonDialog
      trigger={<ToolButton icon={PencilIcon}>{t("equipment.rpmEdit")}</ToolButton>}
      title={t("equipment.rpmEdit")}
      description={item.name}
    >
      {(close) => <RpmForm item={item} onDone={close} />}
    </ButtonDialog>
  );
}

export function RpmForm({ item, onDone }: { item: EquipmentDetails; onDone: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const save = useMutation(trpc.equipments.rpmParams.mutationOptions({ meta: { handlesErrors: true } }));
  const schema = useMemo(() => rpmSchema(t("form.required"), t("equipment.rpmPositive")), [t]);
  return (
    <EntityForm
      schema={schema}
      id={item.id}
      itemLabel={t("equipment.rpm")}
      defaultValues={{
        rpm_source_item: item.rpm_source_item ? String(item.rpm_source_item) : "",
        rpm_value: item.rpm_value == null ? "" : String(item.rpm_value),
        rpm_formula: item.rpm_formula ?? "",
        rpm_external_node_id: item.rpm_external_node_id ?? "",
        rpm_external_node_parameter: item.rpm_external_node_parameter ?? "",
        is_rpm_visible: item.is_rpm_visible,
      }}
      onSubmit={async (values) => {
        const source = Number(values.rpm_source_item);
        const result = await save.mutateAsync({
          itemId: item.id,
          rpm_source_item: source,
          rpm_value: source === RpmSource.MANUAL ? Number(values.rpm_value) : null,
          rpm_formula: values.rpm_formula ?? null,
          rpm_external_node_id: source === RpmSource.EXTERNAL ? (values.rpm_external_node_id ?? null) : null,
          rpm_external_node_parameter:
            source === RpmSource.EXTERNAL ? (values.rpm_external_node_parameter ?? null) : null,
          is_rpm_visible: values.is_rpm_visible,
        });
        await queryClient.invalidateQueries({ queryKey: trpc.equipments.pathKey() });
        return result;
      }}
      onSaved={onDone}
    >
      <SelectField
        name="rpm_source_item"
        label={t("equipment.rpmSource")}
        required
        options={SOURCES.map((s) => ({
          value: String(s),
          label: `${s} · ${t(`equipment.rpmSources.${s}`)}`,
        }))}
      />
      <SourceFields />
      <TextField
        name="rpm_formula"
        label={t("equipment.rpmFormula")}
        description={
          <Trans
            i18nKey="equipment.rpmFormulaHelp"
            values={{ token: FORMULA_PLACEHOLDER, example: `${FORMULA_PLACEHOLDER} * 0.5` }}
            components={{ code: <code className="rounded bg-muted px-1 font-mono text-foreground" /> }}
          />
        }
        placeholder={`${FORMULA_PLACEHOLDER} * 0.5`}
        autoComplete="off"
        className="font-mono"
      />
      <CheckboxField name="is_rpm_visible" label={t("equipment.rpmVisible")} />
    </EntityForm>
  );
}

/** The fields a source needs: a manual value, or the external node. */
function SourceFields() {
  const { t } = useTranslation();
  const source = useWatch({ name: "rpm_source_item" }) as string;
  if (source === String(RpmSource.MANUAL)) {
    return (
      <TextField
        name="rpm_value"
        label={t("equipment.rpmValue")}
        inputMode="decimal"
        required
        autoComplete="off"
      />
    );
  }
  if (source === String(RpmSource.EXTERNAL)) {
    return (
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField name="rpm_external_node_id" label={t("equipment.rpmNode")} required autoComplete="off" />
        <TextField
          name="rpm_external_node_parameter"
          label={t("equipment.rpmNodeParameter")}
          autoComplete="off"
        />
      </div>
    );
  }
  return null;
}
