import { recordRfqQuoteInput } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { EntityForm } from "@/components/form/entity-form";
import { FormDialog } from "@/components/form/form-dialog";
import { NumberField } from "@/components/form/number-field";
import { HANDLES_ERRORS } from "@/components/form/record-form-page";
import { TextField } from "@/components/form/text-field";
import { useTRPC } from "@/lib/trpc";
import { moneyText, quantityText, type RfqDetails, type RfqVendor } from "./rfq-text";

/** The dialog's form: the RFQ and the vendor are the dialog's, not fields. */
const schema = recordRfqQuoteInput.omit({ rfq_id: true, vendor_id: true });

/** Σ unit price × quantity as the prices stand, to the cent. */
function QuoteTotal({ rfq }: { rfq: RfqDetails }) {
  const { t, i18n } = useTranslation();
  const prices = (useWatch({ name: "prices" }) ?? []) as { unit_price?: number }[];
  const total = rfq.lines.reduce((sum, line, i) => {
    const price = Number(prices[i]?.unit_price);
    return Number.isFinite(price) ? sum + Math.round(price * line.quantity * 100) : sum;
  }, 0);
  return (
    <p className="text-right text-sm font-medium tabular-nums" data-testid="quote-total">
      {t("rfqs.quotes.sum")}: {moneyText(total / 100, i18n.language)}
    </p>
  );
}

/** "Record quote": a unit price for every line of the RFQ, the lead time and notes of one vendor. */
export function QuoteDialog({
  rfq,
  vendor,
  open,
  onOpenChange,
}: {
  rfq: RfqDetails;
  vendor: RfqVendor;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const record = useMutation(trpc.rfqs.recordQuote.mutationOptions(HANDLES_ERRORS));
  const priceOf = new Map(vendor.prices.map((p) => [p.line_id, p.unit_price]));
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t("rfqs.quotes.dialogTitle", { vendor: vendor.name })}
      description={t("rfqs.quotes.dialogDescription")}
      wide
    >
      <EntityForm
        schema={schema}
        id={vendor.quoted_at ? vendor.vendor_id : null}
        itemLabel={t("rfqs.quotes.item")}
        defaultValues={{
          prices: rfq.lines.map((line) => ({ line_id: line.id, unit_price: priceOf.get(line.id) })),
          lead_time_days: vendor.lead_time_days ?? undefined,
          notes: vendor.quote_notes ?? "",
        }}
        onSubmit={async (values) => {
          await record.mutateAsync({
            rfq_id: rfq.id,
            vendor_id: vendor.vendor_id,
            prices: values.prices.map((p) => ({ line_id: p.line_id, unit_price: p.unit_price })),
            lead_time_days: values.lead_time_days ?? null,
            notes: values.notes ?? null,
          });
          await queryClient.invalidateQueries({ queryKey: trpc.rfqs.pathKey() });
        }}
        onSaved={() => onOpenChange(false)}
      >
        <div className="flex flex-col gap-3">
          {rfq.lines.map((line, i) => (
            <NumberField
              key={line.id}
              name={`prices.${i}.unit_price`}
              label={`${line.position}. ${line.description} · ${quantityText(line.quantity, i18n.language)}${line.unit ? ` ${line.unit}` : ""}`}
              min={0}
              step="any"
              required
            />
          ))}
        </div>
        <QuoteTotal rfq={rfq} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <NumberField
            name="lead_time_days"
            label={t("rfqs.quotes.leadTime")}
            unit={t("rfqs.quotes.daysUnit")}
            min={0}
            step={1}
          />
          <TextField name="notes" label={t("rfqs.quotes.notes")} />
        </div>
      </EntityForm>
    </FormDialog>
  );
}
