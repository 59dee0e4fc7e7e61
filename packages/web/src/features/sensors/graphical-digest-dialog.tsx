/**
 * "Graphical digest" on a sensor's page: asks the server (reports.graphicalDigest, REST POST
 * /sensors/{sensorId}/graphical-digest-reports) for a PDF of this sensor's trends over the last
 * day, week or month, or a custom range entered in the plant's time zone. The server queues it and
 * answers at once with its message, shown as a toast; the PDF arrives by e-mail (and on /outbox).
 */

import { zodResolver } from "@hookform/resolvers/zod";
import { isoToWallClock, REPORT_PERIODS, REPORT_REQUEST_MESSAGE, wallClockToIso } from "@plantwise/shared";
import { useMutation } from "@tanstack/react-query";
import { FileChartColumnIcon, SendIcon } from "lucide-react";
import { useMemo } from "react";
import { FormProvider, useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { SelectField } from "@/components/form/select-field";
import { sortServerMessages } from "@/components/form/server-errors";
import { TextField } from "@/components/form/text-field";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { PendingButton } from "@/components/ui/pending-button";
import { ToolButton } from "@/components/ui/tool-button";
import { apiErrorInfo, joinMessages } from "@/lib/api-error";
import { notifyError, notifyErrorText, notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";

const WEEK_MS = 7 * 24 * 3_600_000;

/** The form: a period, and for a custom range its two ends as datetime-local text in the plant's zone. */
function digestSchema(required: string, toBeforeFrom: string) {
  return z
    .object({ period: z.enum(REPORT_PERIODS), from: z.string(), to: z.string() })
    .superRefine((value, ctx) => {
      if (value.period !== "custom_range") return;
      if (!value.from) ctx.addIssue({ code: "custom", path: ["from"], message: required });
      if (!value.to) ctx.addIssue({ code: "custom", path: ["to"], message: required });
      // datetime-local text of one zone orders like the instants it names.
      if (value.from && value.to && value.to <= value.from) {
        ctx.addIssue({ code: "custom", path: ["to"], message: toBeforeFrom });
      }
    });
}
type DigestValues = z.infer<ReturnType<typeof digestSchema>>;

/** What reports.graphicalDigest takes: the custom range's ends as instants read in `timeZone`. */
export function digestRequest(sensorId: number, values: DigestValues, timeZone: string) {
  if (values.period !== "custom_range") return { sensor_id: sensorId, period: values.period };
  const instant = (local: string) => wallClockToIso(local, timeZone) ?? local;
  return { sensor_id: sensorId, period: values.period, from: instant(values.from), to: instant(values.to) };
}

export function GraphicalDigestDialog({
  sensor,
  timeZone,
}: {
  sensor: { id: number; name: string };
  timeZone: string;
}) {
  const { t } = useTranslation();
  return (
    <ButtonDialog
      trigger={<ToolButton icon={FileChartColumnIcon}>{t("graphicalDigest.open")}</ToolButton>}
      title={t("graphicalDigest.title", { name: sensor.name })}
      description={t("graphicalDigest.description", { timeZone })}
    >
      {/* Mounted only while open: each opening starts from fresh defaults (the range ends "now"). */}
      {(close) => <DigestForm sensorId={sensor.id} timeZone={timeZone} onDone={close} />}
    </ButtonDialog>
  );
}

function DigestForm({
  sensorId,
  timeZone,
  onDone,
}: {
  sensorId: number;
  timeZone: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const request = useMutation(
    trpc.reports.graphicalDigest.mutationOptions({ meta: { handlesErrors: true } }),
  );
  const schema = useMemo(() => digestSchema(t("form.required"), t("graphicalDigest.toBeforeFrom")), [t]);
  const form = useForm<DigestValues>({
    resolver: zodResolver(schema),
    // Read once, when the form mounts. A custom range starts as the last week up to now.
    defaultValues: {
      period: "day",
      from: isoToWallClock(new Date(Date.now() - WEEK_MS), timeZone),
      to: isoToWallClock(new Date(), timeZone),
    },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await request.mutateAsync(digestRequest(sensorId, values, timeZone));
      // The spec's message in the user's language; any other wording as the server sent it.
      notifySuccess(
        result.message === REPORT_REQUEST_MESSAGE ? t("graphicalDigest.requested") : result.message,
      );
      onDone();
    } catch (error) {
      // A 422 names its field (period, from, to): shown under that field, the rest in a toast.
      const info = apiErrorInfo(error);
      if (!info.messages) {
        notifyError(error);
        return;
      }
      const { fieldErrors, rest } = sortServerMessages(info.messages, new Set(["period", "from", "to"]));
      for (const [field, message] of fieldErrors) {
        form.setError(field as keyof DigestValues, { type: "server", message });
      }
      if (rest.length > 0 || fieldErrors.size === 0) {
        notifyErrorText(rest.length > 0 ? joinMessages(rest) : t("messages.validationError"));
      }
    }
  });
  return (
    <FormProvider {...form}>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-4"
        aria-label={t("graphicalDigest.open")}
      >
        <SelectField
          name="period"
          label={t("graphicalDigest.period")}
          options={REPORT_PERIODS.map((p) => ({ value: p, label: t(`graphicalDigest.periods.${p}`) }))}
        />
        <RangeFields />
        <div className="flex justify-end">
          <PendingButton
            type="submit"
            size="sm"
            disabled={form.formState.isSubmitting}
            pending={form.formState.isSubmitting}
            icon={<SendIcon aria-hidden="true" />}
          >
            {form.formState.isSubmitting ? t("graphicalDigest.sending") : t("graphicalDigest.submit")}
          </PendingButton>
        </div>
      </form>
    </FormProvider>
  );
}

/** The custom range's two ends, shown only for that period. */
function RangeFields() {
  const { t } = useTranslation();
  const period = useWatch({ name: "period" }) as DigestValues["period"];
  if (period !== "custom_range") return null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField name="from" label={t("graphicalDigest.from")} type="datetime-local" required />
      <TextField name="to" label={t("graphicalDigest.to")} type="datetime-local" required />
    </div>
  );
}
