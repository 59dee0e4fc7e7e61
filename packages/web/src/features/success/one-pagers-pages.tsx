/**
 * ROI one-pagers: /success-dashboard/roi-one-pager lists the saved ones, latest period first;
 * /success-dashboard/roi-one-pager/:id ('new' creating) edits the title, plant, period (days on the
 * plant's clock, default the last 7) and summary, and shows the page itself: while creating, a
 * preview of the plant and period chosen; once saved, the page with its figures and the PDF
 * download. Users who may only look read the page.
 */
import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission, onePagerFields } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { z } from "zod";
import { SUCCESS_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { FormFields } from "@/components/form/form-fields";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { type ColumnSpec, RecordListPage, useListNouns } from "@/components/list/record-list-page";
import { PageTabs } from "@/components/page/page-tabs";
import { RecordState } from "@/components/record/record-state";
import { dayBoundary } from "@/features/work-orders/list-scope";
import { plantParts } from "@/features/work-orders/work-order-form-schema";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { TextAreaField } from "./form-parts";
import { useSuccessPlantFilters } from "./meetings-pages";
import { OnePagerPdfButton, OnePagerSheet } from "./one-pager-sheet";
import { dayText, zoneOf } from "./success-text";

type OnePagerRow = RouterOutputs["success"]["onePagers"]["list"]["data"][number];

export const ONE_PAGERS_PATH = "/success-dashboard/roi-one-pager";
const DAY = 86_400_000;

/** /success-dashboard/roi-one-pager */
export function OnePagersPage() {
  const user = useAuthUser();
  const columns = useMemo<ColumnSpec<OnePagerRow>[]>(
    () => [
      { id: "title", header: "success.onePagers.title", opens: true },
      { id: "plant_name", header: "success.plant" },
      { id: "company_name", header: "success.company" },
      {
        id: "period_end",
        header: "success.onePagers.period",
        cell: (row) => {
          const zone = zoneOf(user.plants, row.plant_id);
          return (
            <span className="whitespace-nowrap tabular-nums">
              {dayText(row.period_start, zone)} – {dayText(row.period_end, zone)}
            </span>
          );
        },
      },
    ],
    [user.plants],
  );
  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={SUCCESS_TABS} />
      <RecordListPage<OnePagerRow>
        listId="success-one-pagers"
        nouns={useListNouns("tabs.roiOnePager", "success.onePagers")}
        query={(trpc, input) => trpc.success.onePagers.list.queryOptions(input)}
        columns={columns}
        filters={useSuccessPlantFilters()}
        records={{ base: ONE_PAGERS_PATH, create: "create_customer_success" }}
      />
    </div>
  );
}

/** A plant-clock day of a date input, or blank. */
const DAY_INPUT = z.union([z.literal(""), z.iso.date()]);

/** The shared `onePagerFields`, with the period held as two days on the plant's clock. */
const onePagerFormSchema = onePagerFields.extend({ period_start: DAY_INPUT, period_end: DAY_INPUT });
type OnePagerFormValues = z.output<typeof onePagerFormSchema>;

/** The period the API takes: from the first day's midnight to the last day's end, in the zone. */
function periodOf(values: { period_start: string; period_end: string }, zone: string) {
  return {
    period_start: values.period_start ? dayBoundary(values.period_start, zone, false) : null,
    period_end: values.period_end ? dayBoundary(values.period_end, zone, true) : null,
  };
}

/** /success-dashboard/roi-one-pager/:id */
export function OnePagerFormPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const selected = useSelectedPlant(user);
  const search = new URLSearchParams(useSearch());
  const askedPlant = Number(search.get("plant_id")) || undefined;
  const resource = trpc.success.onePagers;
  const edited = useEditedRecord((id) => resource.get.queryOptions({ id }));
  const canEdit = hasPermission(user, "edit_customer_success");
  const save = useRecordSave(resource, (values: OnePagerFormValues) => ({
    plant_id: values.plant_id,
    title: values.title,
    summary: values.summary ?? null,
    ...periodOf(values, zoneOf(user.plants, values.plant_id)),
  }));
  return (
    <RecordFormPage
      basePath={ONE_PAGERS_PATH}
      nouns={useRecordNouns("tabs.roiOnePager", "tabs.roiOnePager", "success.onePagers")}
      edited={edited}
      titleOf={(onePager) => onePager.title}
      schema={onePagerFormSchema}
      defaults={(onePager) => {
        const plantId = onePager?.plant_id ?? askedPlant ?? selected?.id ?? user.plants[0]?.id;
        const zone = zoneOf(user.plants, plantId);
        const now = new Date();
        return {
          plant_id: plantId as number,
          title: onePager?.title ?? "",
          period_start: plantParts(
            onePager?.period_start ?? new Date(now.getTime() - 6 * DAY).toISOString(),
            zone,
          ).date,
          period_end: plantParts(onePager?.period_end ?? now.toISOString(), zone).date,
          summary: onePager?.summary ?? "",
        };
      }}
      save={save}
      actions={(onePager) => <OnePagerPdfButton id={onePager.id} />}
      readOnly={(onePager) => (canEdit ? null : <OnePagerSheet content={onePager} />)}
      after={(onePager) => (canEdit ? <OnePagerSheet content={onePager} /> : null)}
      removal={{
        resource,
        allowed: () => hasPermission(user, "delete_customer_success"),
        words: "success.onePagers",
      }}
    >
      <FormFields
        columns={2}
        fields={[
          { name: "title", label: t("success.onePagers.title"), required: true, maxLength: 200 },
          {
            kind: "select",
            name: "plant_id",
            label: t("success.plant"),
            options: user.plants.map((p) => ({ value: String(p.id), label: p.name })),
            parse: Number,
            required: true,
          },
          {
            name: "period_start",
            label: t("success.onePagers.periodStart"),
            type: "date",
            description: t("success.onePagers.periodHelp"),
          },
          { name: "period_end", label: t("success.onePagers.periodEnd"), type: "date" },
        ]}
      />
      <TextAreaField
        name="summary"
        label={t("success.onePagers.summary")}
        description={t("success.onePagers.summaryHelp")}
        rows={4}
        maxLength={20_000}
      />
      {edited.id === null ? <LivePreview /> : null}
    </RecordFormPage>
  );
}

/** While creating: the page of the plant and period chosen in the form, nothing saved. */
function LivePreview() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const [plantId, title, start, end, summary] = useWatch({
    name: ["plant_id", "title", "period_start", "period_end", "summary"],
  }) as [number | undefined, string, string, string, string];
  const zone = zoneOf(user.plants, plantId);
  const period = periodOf({ period_start: start ?? "", period_end: end ?? "" }, zone);
  const ordered = !period.period_start || !period.period_end || period.period_start < period.period_end;
  const query = useQuery({
    ...trpc.success.onePagers.preview.queryOptions({ plant_id: plantId ?? 0, ...period }),
    enabled: Boolean(plantId) && ordered,
    placeholderData: (previous) => previous,
  });
  return (
    <section aria-labelledby="onepager-preview" className="flex flex-col gap-2 border-t pt-4">
      <h2 id="onepager-preview" className="font-semibold">
        {t("success.onePagers.preview")}
      </h2>
      <p className="text-xs text-muted-foreground">{t("success.onePagers.previewHelp")}</p>
      {!plantId ? (
        <p className="text-sm text-muted-foreground">{t("success.onePagers.choosePlant")}</p>
      ) : query.data ? (
        <OnePagerSheet content={{ ...query.data, title, summary: summary || null }} />
      ) : (
        <RecordState error={query.error ?? undefined} onRetry={() => void query.refetch()} />
      )}
    </section>
  );
}
