/**
 * The requisition form (create and edit): the shared `requisitionFields`, plus the levels above the
 * item that the place picker holds. A service request needs its work type (worded here in the
 * reader's language); a purchase request sends none, whatever the form still holds.
 */
import {
  hasPermission,
  REQUISITION_PRIORITIES,
  RequestType,
  requisitionFields,
  SERVICE_TYPES,
} from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import { describedBy, FormField } from "@/components/form/form-field";
import { FormFields } from "@/components/form/form-fields";
import { useField } from "@/components/form/use-field";
import { nameOptions } from "@/components/ui/select-box";
import { useTRPC } from "@/lib/trpc";
import { RequisitionPlaceFields } from "./requisition-place-fields";
import type { RequisitionDetails } from "./requisition-types";

/** The form's schema; `required` is the reader's word for a missing work type. */
export function requisitionFormSchema(required: string) {
  return requisitionFields
    .extend({
      production_line_id: z.unknown().optional(),
      machine_id: z.unknown().optional(),
      asset_id: z.unknown().optional(),
    })
    .refine((value) => value.request_type !== RequestType.SERVICE || Boolean(value.work_type), {
      path: ["work_type"],
      message: required,
      // Checked even when other fields failed, so every missing field is named at once; skipped
      // when the request type or work type is itself invalid.
      when: (payload) =>
        !payload.issues.some((i) => i.path?.[0] === "request_type" || i.path?.[0] === "work_type"),
    });
}
export type RequisitionFormValues = z.output<ReturnType<typeof requisitionFormSchema>>;

/** What create and update send: the shared fields, without the picker's levels. */
export function requisitionPayload({
  production_line_id: _line,
  machine_id: _machine,
  asset_id: _asset,
  ...fields
}: RequisitionFormValues) {
  return { ...fields, work_type: fields.request_type === RequestType.SERVICE ? fields.work_type : null };
}

/** What the create form starts from: the item of the address (with its places) and request type. */
export interface RequisitionPrefill {
  item: {
    id: number;
    production_line_id: number | null;
    machine_id: number | null;
    asset_id: number | null;
  } | null;
  type: 1 | 2 | null;
}

const blank = (value: string | null | undefined) => value ?? "";
const amount = (value: number | null | undefined) => (value === null || value === undefined ? "" : value);

export function requisitionDefaults(current: RequisitionDetails | undefined, prefill: RequisitionPrefill) {
  return {
    production_line_id: current ? current.production_line_id : (prefill.item?.production_line_id ?? null),
    machine_id: current ? current.machine_id : (prefill.item?.machine_id ?? null),
    asset_id: current ? current.asset_id : (prefill.item?.asset_id ?? null),
    equipment_item_id: current ? current.equipment_item_id : (prefill.item?.id ?? null),
    request_type: current?.request_type ?? prefill.type ?? RequestType.PURCHASE,
    work_type: blank(current?.work_type),
    priority_reason: blank(current?.priority_reason),
    title: blank(current?.title),
    description: blank(current?.description),
    part_number: blank(current?.part_number),
    quantity: current?.quantity ?? 1,
    estimated_cost: amount(current?.estimated_cost),
    needed_by: blank(current?.needed_by),
    vendor_id: current?.vendor_id ?? null,
    fab_shop: blank(current?.fab_shop),
    cost_savings: amount(current?.cost_savings),
  };
}

/** A multi-line text field (the description), labelled and reporting its error like the others. */
function TextAreaField({ name, label }: { name: string; label: string }) {
  const { form, id, error } = useField(name);
  return (
    <FormField id={id} label={label} error={error}>
      <textarea
        id={id}
        rows={4}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, error)}
        className="min-h-24 w-full rounded-md border border-input bg-transparent px-3 py-2 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm"
        {...form.register(name)}
      />
    </FormField>
  );
}

/** Roles that may list a plant's vendors (maintenance.vendors.options). */
const VENDOR_READERS = ["view_vendors", "view_misc_parts", "view_maintenance"] as const;

function useVendorOptions(plantId: number, current: RequisitionDetails | undefined) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const allowed = hasPermission(user, VENDOR_READERS, "any");
  const vendors = useQuery({
    ...trpc.maintenance.vendors.options.queryOptions({ plant_id: plantId }),
    enabled: allowed,
  });
  const options = nameOptions(vendors.data);
  // The saved vendor stays shown to a reader who cannot list the others.
  if (
    current?.vendor_id &&
    current.vendor_name &&
    !options.some((o) => o.value === String(current.vendor_id))
  ) {
    options.unshift({ value: String(current.vendor_id), label: current.vendor_name });
  }
  // "0" is none (optionalRef): a select cannot offer an empty value.
  return { allowed, options: [{ value: "0", label: t("requisitions.none") }, ...options] };
}

export function RequisitionFormFields({
  plantId,
  current,
  knownItem,
}: {
  plantId: number;
  current: RequisitionDetails | undefined;
  knownItem: { id: number; name: string } | null;
}) {
  const { t } = useTranslation();
  const { control } = useFormContext();
  const requestType = Number(useWatch({ control, name: "request_type" }));
  const vendors = useVendorOptions(plantId, current);
  const service = requestType === RequestType.SERVICE;
  return (
    <>
      <RequisitionPlaceFields plantId={plantId} knownItem={knownItem} />
      <FormFields
        columns={3}
        fields={[
          {
            kind: "select",
            name: "request_type",
            label: t("requisitions.requestType"),
            required: true,
            options: [RequestType.PURCHASE, RequestType.SERVICE].map((type) => ({
              value: String(type),
              label: t(`requisitions.requestTypes.${type}`),
            })),
            parse: Number,
            testId: "requisition-request-type",
          },
          service
            ? {
                kind: "select",
                name: "work_type",
                label: t("requisitions.workType"),
                required: true,
                options: SERVICE_TYPES.map((w) => ({ value: w, label: t(`requisitions.workTypes.${w}`) })),
                placeholder: t("requisitions.choose"),
                testId: "requisition-work-type",
              }
            : {
                kind: "node",
                name: "work_type",
                node: (
                  <div className="flex min-w-0 flex-col gap-1.5">
                    <span className="text-sm font-medium leading-none text-muted-foreground">
                      {t("requisitions.workType")}
                    </span>
                    <span className="flex h-9 items-center text-sm text-muted-foreground">
                      {t("requisitions.workTypeHelp")}
                    </span>
                  </div>
                ),
              },
          {
            kind: "select",
            name: "priority_reason",
            label: t("requisitions.priorityReason"),
            required: true,
            options: REQUISITION_PRIORITIES.map((p) => ({
              value: p,
              label: t(`requisitions.priorities.${p}`),
            })),
            placeholder: t("requisitions.choose"),
            testId: "requisition-priority",
          },
        ]}
      />
      <FormFields
        fields={[{ name: "title", label: t("requisitions.titleField"), required: true, maxLength: 200 }]}
      />
      <TextAreaField name="description" label={t("requisitions.description")} />
      <FormFields
        columns={3}
        fields={[
          { name: "part_number", label: t("requisitions.partNumber"), maxLength: 120 },
          { kind: "number", name: "quantity", label: t("requisitions.quantity"), min: 0, step: "any" },
          { name: "needed_by", label: t("requisitions.neededBy"), type: "date" },
          {
            kind: "number",
            name: "estimated_cost",
            label: t("requisitions.estimatedCost"),
            min: 0,
            step: "any",
          },
          {
            kind: "number",
            name: "cost_savings",
            label: t("requisitions.expectedSavings"),
            min: 0,
            step: "any",
          },
          {
            kind: "select",
            name: "vendor_id",
            label: t("requisitions.vendor"),
            options: vendors.options,
            placeholder: t("requisitions.none"),
            parse: Number,
            description: vendors.allowed ? undefined : t("requisitions.vendorsUnavailable"),
            testId: "requisition-vendor",
          },
          {
            name: "fab_shop",
            label: t("requisitions.fabShop"),
            maxLength: 200,
            description: t("requisitions.fabShopHelp"),
          },
        ]}
      />
    </>
  );
}
