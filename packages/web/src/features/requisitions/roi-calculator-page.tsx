/**
 * /roi-calculator, the cost-savings calculator (fab shop managers, part 1 §6): the equipment's
 * downtime and what repairing or replacing it would take; live results per option from the shared
 * `compareRoiOptions`, the recommended one marked; then the decision saved onto a requisition
 * (`?requisition=<id>` preselects it). Figures are checked with the shared `roiCalculatorInput`.
 */
import { CircleAlertIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { PageHeader } from "@/components/page/page-header";
import { Alert, AlertDescription } from "@/components/ui/alert";
import { NoPlant } from "@/features/hierarchy/dashboard-frame";
import { useSelectedPlant } from "@/state/plant-store";
import {
  checkRoiForm,
  emptyRoiForm,
  type OptionField,
  ROI_FIELD_PATHS,
  type RoiFormValues,
  type SituationField,
} from "./roi-form";
import { RoiInputs } from "./roi-inputs";
import { RoiResults } from "./roi-results";
import { RoiSave } from "./roi-save";

/** The requisition `?requisition=<id>` names, if any. */
function preselectedRequisition(search: string): number | null {
  const id = Number(new URLSearchParams(search).get("requisition"));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function RoiCalculatorPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const search = useSearch();
  const preselected = preselectedRequisition(search);
  const [values, setValues] = useState<RoiFormValues>(emptyRoiForm);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const check = useMemo(() => checkRoiForm(values, t), [values, t]);

  const touch = (path: string) => setTouched((prev) => (prev.has(path) ? prev : new Set(prev).add(path)));
  const onSituation = (field: SituationField, value: string) => {
    setValues((prev) => ({ ...prev, [field]: value }));
    touch(field);
  };
  const onOption = (option: "repair" | "replace", field: OptionField, value: string) => {
    setValues((prev) => ({ ...prev, [option]: { ...prev[option], [field]: value } }));
    touch(`${option}.${field}`);
  };
  // A box's message shows once it was typed in or left, or saving was tried.
  const errors = check.ok
    ? {}
    : Object.fromEntries(Object.entries(check.errors).filter(([path]) => touched.has(path)));
  const notNumbers = !check.ok && check.notNumbers;

  const title = t("roiCalculator.title");
  if (!plant) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeader title={title} />
        <NoPlant hasPlants={user.plants.length > 0} />
      </div>
    );
  }
  return (
    <div className="flex min-w-0 flex-col gap-4">
      <PageHeader title={`${title} · ${plant.name}`} subtitle={t("roiCalculator.subtitle")} />
      {notNumbers ? (
        <Alert variant="destructive" data-testid="values-not-numbers">
          <CircleAlertIcon aria-hidden="true" />
          <AlertDescription>{t("roiCalculator.valuesMustBeNumbers")}</AlertDescription>
        </Alert>
      ) : null}
      <RoiInputs
        values={values}
        errors={errors}
        onSituation={onSituation}
        onOption={onOption}
        onTouch={touch}
      />
      <RoiResults
        result={check.ok ? check.result : null}
        horizon={check.ok ? check.input.horizon_years : 0}
      />
      <RoiSave
        key={plant.id}
        plantId={plant.id}
        input={check.ok ? check.input : null}
        result={check.ok ? check.result : null}
        preselected={preselected}
        onInvalid={() => setTouched(new Set(ROI_FIELD_PATHS))}
      />
    </div>
  );
}
