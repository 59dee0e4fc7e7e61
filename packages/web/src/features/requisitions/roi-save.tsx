/**
 * The calculator's decision: the option chosen (the recommended one until the reader picks), ROI
 * Final (prefilled from the chosen option's ROI %), and "Save to requisition" onto one of the
 * plant's open requisitions through requisitions.saveRoiCalculation.
 */
import {
  ROI_OPTIONS,
  type RoiCalculatorInput,
  type RoiCalculatorResult,
  type RoiOption,
} from "@plantwise/shared";
import { useMutation, useQueries, useQuery, useQueryClient } from "@tanstack/react-query";
import { SaveIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { InputField } from "@/components/ui/input-field";
import { PendingButton } from "@/components/ui/pending-button";
import { LabelledSelect, type SelectOption } from "@/components/ui/select-box";
import { TitledCard } from "@/components/ui/titled-card";
import { notifySuccess, notifyWarning } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { OPEN_STATUSES } from "./dashboard-text";
import { roiFinalValue } from "./roi-form";

/**
 * The plant's open requisitions (pending, approved, in work, on hold), newest first, plus the one
 * the address named when it is not among them (a completed one, or an older one than listed).
 */
function useRequisitionOptions(plantId: number, preselected: number | null): SelectOption[] {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const lists = useQueries({
    queries: OPEN_STATUSES.map((status) =>
      trpc.requisitions.list.queryOptions({ plant_id: plantId, status, page: 1, max: 100 }),
    ),
  });
  const open = lists
    .flatMap((list) => list.data?.data ?? [])
    .sort((a, b) => b.id - a.id)
    .map((row) => ({ id: row.id, title: row.title }));
  const settled = lists.every((list) => !list.isPending);
  const missing = preselected !== null && settled && !open.some((row) => row.id === preselected);
  const named = useQuery({
    ...trpc.requisitions.get.queryOptions({ id: preselected ?? 0 }),
    enabled: missing,
    meta: { handlesErrors: true },
  });
  const rows = missing && named.data ? [{ id: named.data.id, title: named.data.title }, ...open] : open;
  return rows.map((row) => ({
    value: String(row.id),
    label: t("roiCalculator.requisitionOption", { id: row.id, title: row.title }),
  }));
}

export interface RoiSaveProps {
  plantId: number;
  /** The valid inputs and their comparison, or null while some figure is missing or wrong. */
  input: RoiCalculatorInput | null;
  result: RoiCalculatorResult | null;
  /** The requisition named by `?requisition=<id>`. */
  preselected: number | null;
  /** Shows every field's message: saving was tried with figures missing or wrong. */
  onInvalid: () => void;
}

export function RoiSave({ plantId, input, result, preselected, onInvalid }: RoiSaveProps) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const ids = useId().replace(/[^\w-]/g, "");
  const options = useRequisitionOptions(plantId, preselected);
  const [picked, setPicked] = useState<RoiOption | null>(null);
  /** What the reader typed in ROI Final; null follows the chosen option's ROI %. */
  const [typedFinal, setTypedFinal] = useState<string | null>(null);
  const [requisitionId, setRequisitionId] = useState<string>(preselected ? String(preselected) : "");
  const [tried, setTried] = useState(false);
  const [savedId, setSavedId] = useState<number | null>(null);

  const chosen: RoiOption = picked ?? result?.recommended ?? "repair";
  const chosenPercent = result?.options[chosen].roi_percent ?? null;
  const finalText =
    typedFinal ??
    (chosenPercent === null ? "" : chosenPercent.toLocaleString(i18n.language, { useGrouping: false }));
  const roiFinal = roiFinalValue(finalText);
  const finalError =
    roiFinal === null && (tried || typedFinal !== null) ? t("roiCalculator.roiFinalNotANumber") : undefined;
  const requisitionError =
    tried && requisitionId === "" ? t("roiCalculator.chooseRequisitionFirst") : undefined;

  const save = useMutation({
    ...trpc.requisitions.saveRoiCalculation.mutationOptions(),
    onSuccess: async (saved) => {
      setSavedId(saved.id);
      notifySuccess(t("roiCalculator.saved", { id: saved.id }));
      await queryClient.invalidateQueries({ queryKey: trpc.requisitions.pathKey() });
    },
  });

  const submit = () => {
    setTried(true);
    if (!input) {
      onInvalid();
      notifyWarning(t("messages.checkFormFields"));
      return;
    }
    if (roiFinal === null || requisitionId === "") {
      notifyWarning(t("messages.checkFormFields"));
      return;
    }
    save.mutate({ id: Number(requisitionId), inputs: input, chosen, roi_final: roiFinal });
  };

  return (
    <TitledCard title={t("roiCalculator.decision")} contentClassName="flex flex-col gap-4">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("roiCalculator.chosen")}</legend>
        <div className="flex flex-wrap gap-2" data-testid="chosen-option">
          {ROI_OPTIONS.map((option) => (
            <label
              key={option}
              className={cn(
                "flex h-9 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm has-focus-visible:ring-2 has-focus-visible:ring-ring",
                chosen === option ? "border-primary bg-secondary" : undefined,
              )}
            >
              <input
                type="radio"
                name={`${ids}-chosen`}
                value={option}
                checked={chosen === option}
                onChange={() => {
                  setPicked(option);
                  // ROI Final follows the newly chosen option again.
                  setTypedFinal(null);
                }}
                className="accent-primary"
              />
              {t(`roiCalculator.${option}`)}
              {result?.recommended === option ? (
                <span className="text-xs text-muted-foreground">({t("roiCalculator.recommended")})</span>
              ) : null}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-4 md:grid-cols-2">
        <InputField
          id={`${ids}-roi-final`}
          label={t("roiCalculator.roiFinal")}
          unit="%"
          inputMode="decimal"
          autoComplete="off"
          inputClassName="text-right tabular-nums"
          value={finalText}
          onChange={(event) => setTypedFinal(event.target.value)}
          error={finalError}
          errorTestId="error-roi_final"
          describedBy={`${ids}-roi-final-help`}
          data-testid="input-roi_final"
        >
          <p id={`${ids}-roi-final-help`} className="text-xs text-muted-foreground">
            {t("roiCalculator.roiFinalHelp")}
          </p>
        </InputField>
        <div className="flex flex-col gap-1.5">
          <LabelledSelect
            variant="form"
            label={t("roiCalculator.requisition")}
            value={requisitionId}
            options={options}
            placeholder={t("roiCalculator.chooseRequisition")}
            onChange={setRequisitionId}
            aria-invalid={requisitionError ? true : undefined}
            data-testid="requisition-select"
          />
          {requisitionError ? (
            <p className="text-xs text-destructive" data-testid="error-requisition">
              {requisitionError}
            </p>
          ) : (
            <p className="text-xs text-muted-foreground">
              {options.length === 0
                ? t("roiCalculator.noOpenRequisitions")
                : t("roiCalculator.requisitionHelp")}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <PendingButton
          pending={save.isPending}
          disabled={save.isPending}
          icon={<SaveIcon aria-hidden="true" />}
          onClick={submit}
          data-testid="save-roi"
        >
          {t("roiCalculator.save")}
        </PendingButton>
        {savedId !== null ? (
          <Link
            href={`/requisitions/${savedId}`}
            className="text-sm text-primary underline-offset-4 hover:underline"
          >
            {t("roiCalculator.openRequisition", { id: savedId })}
          </Link>
        ) : null}
      </div>
    </TitledCard>
  );
}
