/**
 * The meeting tracker: /success-dashboard/meeting-tracker lists the meetings with the plants,
 * newest first; /success-dashboard/meeting-tracker/:id ('new' creating) records one: when, who came
 * (chips), topics and notes, the action items with their owners, due dates and done boxes, and the
 * next meeting. A saved meeting shows the value delivered to the plant since it. Users who may only
 * look read the meeting instead of the form.
 */
import type { RouterOutputs } from "@plantwise/api/router";
import {
  hasPermission,
  MEETING_MAX_ACTION_ITEMS,
  meetingActionItemInput,
  meetingFields,
} from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { CheckIcon, CircleIcon } from "lucide-react";
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
import type { ListFilter } from "@/components/list/list-types";
import { type ColumnSpec, RecordListPage, useListNouns } from "@/components/list/record-list-page";
import { PageTabs } from "@/components/page/page-tabs";
import { TitledCard } from "@/components/ui/titled-card";
import { plantInstant, plantParts } from "@/features/work-orders/work-order-form-schema";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { ActionItemsEditor, AttendeesField, NO_OWNER, OTHER_OWNER, TextAreaField } from "./form-parts";
import { dayText, dayTimeText, moneyText, percentText, zoneOf } from "./success-text";

type MeetingRow = RouterOutputs["success"]["meetings"]["list"]["data"][number];
type Meeting = RouterOutputs["success"]["meetings"]["get"];

export const MEETINGS_PATH = "/success-dashboard/meeting-tracker";

/** The plant filter of the success lists, for users with several plants. */
export function useSuccessPlantFilters(): ListFilter[] {
  const { t } = useTranslation();
  const user = useAuthUser();
  return useMemo(
    () =>
      user.plants.length > 1
        ? [
            {
              id: "plant_id",
              label: t("success.plant"),
              options: user.plants.map((p) => ({ value: String(p.id), label: p.name })),
            },
          ]
        : [],
    [t, user.plants],
  );
}

/** /success-dashboard/meeting-tracker */
export function MeetingsPage() {
  const user = useAuthUser();
  const columns = useMemo<ColumnSpec<MeetingRow>[]>(
    () => [
      {
        id: "held_at",
        header: "success.meetings.heldAt",
        cell: (row) => (
          <span className="whitespace-nowrap tabular-nums">
            {dayText(row.held_at, zoneOf(user.plants, row.plant_id))}
          </span>
        ),
      },
      { id: "title", header: "success.meetings.title", opens: true },
      { id: "plant_name", header: "success.plant" },
      { id: "company_name", header: "success.company" },
      { id: "open_action_items", header: "success.meetings.openItems", align: "right" },
      {
        id: "next_meeting_at",
        header: "success.meetings.nextMeeting",
        cell: (row) => (
          <span className="whitespace-nowrap tabular-nums">
            {dayText(row.next_meeting_at, zoneOf(user.plants, row.plant_id))}
          </span>
        ),
      },
    ],
    [user.plants],
  );
  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={SUCCESS_TABS} />
      <RecordListPage<MeetingRow>
        listId="success-meetings"
        nouns={useListNouns("tabs.meetingTracker", "success.meetings")}
        query={(trpc, input) => trpc.success.meetings.list.queryOptions(input)}
        columns={columns}
        filters={useSuccessPlantFilters()}
        records={{ base: MEETINGS_PATH, create: "create_customer_success" }}
      />
    </div>
  );
}

/** "YYYY-MM-DDTHH:MM" of a datetime-local input. */
const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/**
 * The shared `meetingFields`, with the times held as the plant's wall clock (datetime-local) and
 * each action item's owner as the select's text ("none", "other" or a user's id).
 */
const meetingFormSchema = meetingFields.extend({
  held_at: z.string().regex(LOCAL_DATE_TIME),
  next_meeting_at: z.union([z.literal(""), z.string().regex(LOCAL_DATE_TIME)]),
  action_items: z
    .array(
      meetingActionItemInput.extend({
        owner_user_id: z.string(),
        owner_name: z.string().max(120),
        due_date: z.union([z.literal(""), z.iso.date()]),
        done: z.boolean(),
      }),
    )
    .max(MEETING_MAX_ACTION_ITEMS),
});
type MeetingFormValues = z.output<typeof meetingFormSchema>;

/** An instant as the plant's wall clock for a datetime-local input. */
function localInput(iso: string | null | undefined, zone: string): string {
  if (!iso) return "";
  const { date, time } = plantParts(iso, zone);
  return `${date}T${time}`;
}

/** A datetime-local value on the plant's clock as an instant. */
function instantOf(local: string, zone: string): string {
  const [date, time] = local.split("T") as [string, string];
  return plantInstant(date, time, zone);
}

/** /success-dashboard/meeting-tracker/:id */
export function MeetingFormPage() {
  const trpc = useTRPC();
  const user = useAuthUser();
  const selected = useSelectedPlant(user);
  const search = new URLSearchParams(useSearch());
  const askedPlant = Number(search.get("plant_id")) || undefined;
  const resource = trpc.success.meetings;
  const edited = useEditedRecord((id) => resource.get.queryOptions({ id }));
  const canEdit = (meeting: Meeting | undefined) =>
    hasPermission(user, meeting ? "edit_customer_success" : "create_customer_success");
  const save = useRecordSave(resource, (values: MeetingFormValues) => {
    const zone = zoneOf(user.plants, values.plant_id);
    return {
      plant_id: values.plant_id,
      held_at: instantOf(values.held_at, zone),
      title: values.title,
      attendees: values.attendees,
      topics: values.topics ?? null,
      notes: values.notes ?? null,
      next_meeting_at: values.next_meeting_at ? instantOf(values.next_meeting_at, zone) : null,
      action_items: values.action_items.map((item) => ({
        description: item.description,
        owner_user_id: /^\d+$/.test(item.owner_user_id) ? Number(item.owner_user_id) : null,
        owner_name: item.owner_user_id === OTHER_OWNER ? item.owner_name.trim() || null : null,
        due_date: item.due_date || null,
        done: item.done,
      })),
    };
  });
  return (
    <RecordFormPage
      basePath={MEETINGS_PATH}
      nouns={useRecordNouns("tabs.meetingTracker", "tabs.meetingTracker", "success.meetings")}
      edited={edited}
      titleOf={(meeting) => meeting.title}
      schema={meetingFormSchema}
      defaults={(meeting) => {
        const plantId = meeting?.plant_id ?? askedPlant ?? selected?.id ?? user.plants[0]?.id;
        const zone = zoneOf(user.plants, plantId);
        return {
          plant_id: plantId as number,
          held_at: localInput(meeting?.held_at ?? new Date().toISOString(), zone),
          title: meeting?.title ?? "",
          attendees: meeting?.attendees ?? [],
          topics: meeting?.topics ?? "",
          notes: meeting?.notes ?? "",
          next_meeting_at: localInput(meeting?.next_meeting_at, zone),
          action_items: (meeting?.action_items ?? []).map((item) => ({
            description: item.description,
            owner_user_id:
              item.owner_user_id !== null
                ? String(item.owner_user_id)
                : item.owner_name
                  ? OTHER_OWNER
                  : NO_OWNER,
            owner_name: item.owner_user_id === null ? (item.owner_name ?? "") : "",
            due_date: item.due_date ?? "",
            done: item.done,
          })),
        };
      }}
      save={save}
      readOnly={(meeting) => (canEdit(meeting) ? null : <MeetingDetails meeting={meeting} />)}
      after={(meeting) => <SinceMeeting meeting={meeting} />}
      removal={{
        resource,
        allowed: () => hasPermission(user, "delete_customer_success"),
        words: "success.meetings",
      }}
    >
      <MeetingFields existing={edited.current} />
    </RecordFormPage>
  );
}

/** The form's fields; the owners offered are the users of the plant chosen above. */
function MeetingFields({ existing }: { existing: Meeting | undefined }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const plantId = useWatch({ name: "plant_id" }) as number | undefined;
  const owners = useQuery({
    ...trpc.success.meetings.owners.queryOptions({ plant_id: plantId ?? 0 }),
    enabled: Boolean(plantId),
  });
  // An owner who is no longer offered (deactivated since) stays choosable on the items naming them.
  const offered = useMemo(() => {
    const list = [...(owners.data ?? [])];
    for (const item of existing?.action_items ?? []) {
      if (item.owner_user_id !== null && !list.some((o) => o.id === item.owner_user_id)) {
        list.push({ id: item.owner_user_id, name: item.owner_name ?? `#${item.owner_user_id}` });
      }
    }
    return list;
  }, [owners.data, existing]);
  return (
    <>
      <FormFields
        columns={2}
        fields={[
          {
            kind: "select",
            name: "plant_id",
            label: t("success.plant"),
            options: user.plants.map((p) => ({ value: String(p.id), label: p.name })),
            parse: Number,
            required: true,
          },
          { name: "title", label: t("success.meetings.title"), required: true, maxLength: 200 },
          { name: "held_at", label: t("success.meetings.heldAt"), type: "datetime-local", required: true },
          { name: "next_meeting_at", label: t("success.meetings.nextMeeting"), type: "datetime-local" },
        ]}
      />
      <AttendeesField name="attendees" />
      <div className="grid grid-cols-1 gap-4 md:grid-cols-2">
        <TextAreaField name="topics" label={t("success.meetings.topics")} maxLength={10_000} />
        <TextAreaField name="notes" label={t("success.meetings.notes")} maxLength={20_000} />
      </div>
      <ActionItemsEditor owners={offered} />
    </>
  );
}

/** A meeting as read by someone who may not change it. */
function MeetingDetails({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const zone = zoneOf(user.plants, meeting.plant_id);
  const rows: [string, string][] = [
    [t("success.plant"), meeting.plant_name],
    [t("success.meetings.heldAt"), dayTimeText(meeting.held_at, zone)],
    [t("success.meetings.nextMeeting"), dayTimeText(meeting.next_meeting_at, zone)],
    [t("success.meetings.attendees"), meeting.attendees.join(", ") || "—"],
    [t("success.meetings.topics"), meeting.topics ?? "—"],
    [t("success.meetings.notes"), meeting.notes ?? "—"],
  ];
  return (
    <TitledCard title={meeting.title}>
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-[max-content_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-sm whitespace-pre-line [overflow-wrap:anywhere]">{value}</dd>
          </div>
        ))}
      </dl>
      <h3 className="mt-4 mb-2 text-sm font-medium">{t("success.meetings.actionItems")}</h3>
      {meeting.action_items.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("success.meetings.noActionItems")}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {meeting.action_items.map((item) => (
            <li key={item.id} className="flex items-start gap-2 text-sm">
              {item.done ? (
                <CheckIcon
                  className="mt-0.5 size-4 text-status-normal"
                  aria-label={t("success.meetings.done")}
                />
              ) : (
                <CircleIcon className="mt-0.5 size-4 text-muted-foreground" aria-hidden="true" />
              )}
              <span className="[overflow-wrap:anywhere]">
                {item.description}
                <span className="text-muted-foreground">
                  {item.owner_name ? ` · ${item.owner_name}` : ""}
                  {item.due_date ? ` · ${item.due_date}` : ""}
                </span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}

/** The value delivered to the plant since the meeting (success.meetings.roi). */
function SinceMeeting({ meeting }: { meeting: Meeting }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const query = useQuery(trpc.success.meetings.roi.queryOptions({ meeting_id: meeting.id }));
  const figures = query.data?.figures;
  if (!figures) return null;
  const roi = percentText(figures.roi_percent, i18n.language);
  const items: [string, string][] = [
    [t("success.dashboard.savings"), moneyText(figures.savings, i18n.language)],
    [t("success.dashboard.net"), moneyText(figures.net, i18n.language)],
    [t("success.dashboard.roi"), roi ?? t("success.dashboard.noRoi")],
    [t("success.dashboard.alarms"), `${figures.alarms_raised} / ${figures.alarms_handled}`],
    [t("success.dashboard.workOrders"), `${figures.work_orders_completed} / ${figures.work_orders_closed}`],
    [t("success.dashboard.requisitions"), String(figures.requisitions_completed)],
  ];
  return (
    <TitledCard
      title={t("success.meetings.sinceTitle")}
      description={t("success.meetings.sinceDescription")}
      data-testid="meeting-since"
    >
      <dl className="grid grid-cols-2 gap-3 md:grid-cols-3 xl:grid-cols-6">
        {items.map(([label, value]) => (
          <div key={label} className="flex flex-col gap-0.5">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="font-semibold tabular-nums">{value}</dd>
          </div>
        ))}
      </dl>
    </TitledCard>
  );
}
