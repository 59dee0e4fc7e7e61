/** The calculator's inputs: the equipment today, then what repairing and replacing it take. */
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { InputField } from "@/components/ui/input-field";
import { TitledCard } from "@/components/ui/titled-card";
import { OPTION_FIELDS, type OptionField, type RoiFormValues, type SituationField } from "./roi-form";

interface BoxProps {
  path: string;
  label: string;
  /** Read before the label by screen readers: which option the box belongs to. */
  context?: string;
  unit: string;
  help?: string;
  value: string;
  /** The field's message, once the reader has touched it (or tried to save). */
  error: string | undefined;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/** A figure's box: text with a decimal keypad, so what was typed is what the schema judges. */
function NumberBox({ path, label, context, unit, help, value, error, onChange, onBlur }: BoxProps) {
  const id = `roi-${path.replace(".", "-")}-${useId().replace(/[^\w-]/g, "")}`;
  const helpId = `${id}-help`;
  return (
    <InputField
      id={id}
      label={
        context ? (
          <>
            <span className="sr-only">{context}: </span>
            {label}
          </>
        ) : (
          label
        )
      }
      unit={unit}
      value={value}
      inputMode="decimal"
      autoComplete="off"
      inputClassName="text-right tabular-nums"
      error={error}
      errorTestId={`error-${path}`}
      describedBy={help ? helpId : undefined}
      data-testid={`input-${path}`}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
    >
      {help ? (
        <p id={helpId} className="text-xs text-muted-foreground">
          {help}
        </p>
      ) : null}
    </InputField>
  );
}

export interface RoiInputsProps {
  values: RoiFormValues;
  /** The message of each field to show now, by dotted path. */
  errors: Readonly<Record<string, string>>;
  onSituation: (field: SituationField, value: string) => void;
  onOption: (option: "repair" | "replace", field: OptionField, value: string) => void;
  onTouch: (path: string) => void;
}

export function RoiInputs({ values, errors, onSituation, onOption, onTouch }: RoiInputsProps) {
  const { t } = useTranslation();
  const optionLabels: Record<OptionField, [label: string, unit: string, help?: string]> = {
    parts_cost: [t("roiCalculator.partsCost"), ""],
    labour_hours: [t("roiCalculator.labourHours"), t("roiCalculator.hoursUnit")],
    labour_rate: [t("roiCalculator.labourRate"), t("roiCalculator.perHour")],
    remaining_downtime_hours: [
      t("roiCalculator.remainingDowntime"),
      t("roiCalculator.hoursPerYear"),
      t("roiCalculator.remainingDowntimeHelp"),
    ],
  };
  const situation: [SituationField, string, string, string][] = [
    [
      "downtime_hours_per_year",
      t("roiCalculator.downtimeHours"),
      t("roiCalculator.hoursPerYear"),
      t("roiCalculator.downtimeHoursHelp"),
    ],
    [
      "cost_per_downtime_hour",
      t("roiCalculator.costPerHour"),
      t("roiCalculator.perHour"),
      t("roiCalculator.costPerHourHelp"),
    ],
    ["horizon_years", t("roiCalculator.horizon"), t("roiCalculator.years"), t("roiCalculator.horizonHelp")],
  ];
  return (
    <div className="grid min-w-0 gap-4 lg:grid-cols-3" data-testid="roi-inputs">
      <TitledCard title={t("roiCalculator.situation")} contentClassName="flex flex-col gap-3">
        {situation.map(([field, label, unit, help]) => (
          <NumberBox
            key={field}
            path={field}
            label={label}
            unit={unit}
            help={help}
            value={values[field]}
            error={errors[field]}
            onChange={(value) => onSituation(field, value)}
            onBlur={() => onTouch(field)}
          />
        ))}
      </TitledCard>
      {(["repair", "replace"] as const).map((option) => (
        <TitledCard key={option} title={t(`roiCalculator.${option}`)} contentClassName="flex flex-col gap-3">
          {OPTION_FIELDS.map((field) => {
            const [label, unit, help] = optionLabels[field];
            const path = `${option}.${field}`;
            return (
              <NumberBox
                key={field}
                path={path}
                label={label}
                context={t(`roiCalculator.${option}`)}
                unit={unit}
                help={help}
                value={values[option][field]}
                error={errors[path]}
                onChange={(value) => onOption(option, field, value)}
                onBlur={() => onTouch(path)}
              />
            );
          })}
        </TitledCard>
      ))}
    </div>
  );
}
