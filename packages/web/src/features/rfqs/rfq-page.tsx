/**
 * /rfqs/:id — `new`: the form of a draft. A draft the user may change: the form, with the vendors
 * it will go to below and "Send to vendors" in the header. Anything else: the RFQ's details, its
 * vendors' quotes ("Record quote", "Accept") and the documents to download.
 */
import { createRfqInput, hasPermission } from "@plantwise/shared";
import type { z } from "zod";
import { useAuthUser } from "@/auth/auth-context";
import {
  RecordFormPage,
  useEditedRecord,
  useRecordNouns,
  useRecordSave,
} from "@/components/form/record-form-page";
import { useTRPC } from "@/lib/trpc";
import { useSelectedPlant } from "@/state/plant-store";
import { EMPTY_LINE } from "./lines-editor";
import { RfqActions } from "./rfq-actions";
import { DraftVendorsCard, RfqDetailsBody } from "./rfq-details";
import { RfqFormFields } from "./rfq-form-fields";
import { RfqStatusBadge } from "./rfq-text";

const schema = createRfqInput;

export function RfqPage() {
  const trpc = useTRPC();
  const user = useAuthUser();
  const plant = useSelectedPlant(user);
  const edited = useEditedRecord((id) => trpc.rfqs.get.queryOptions({ id }));
  const canEdit = hasPermission(user, "edit_rfqs");
  const editable = (status: string) => status === "draft" && canEdit;
  const save = useRecordSave(trpc.rfqs, (values: z.output<typeof schema>) => ({
    plant_id: values.plant_id,
    title: values.title,
    notes: values.notes ?? null,
    respond_by: values.respond_by ?? null,
    ship_to: values.ship_to ?? null,
    requisition_id: values.requisition_id ?? null,
    lines: values.lines.map((line) => ({
      description: line.description,
      part_number: line.part_number ?? null,
      quantity: line.quantity,
      unit: line.unit ?? null,
    })),
    vendor_ids: values.vendor_ids,
  }));
  return (
    <RecordFormPage
      basePath="/rfqs"
      nouns={useRecordNouns("pages.rfqs", "pages.rfq", "rfqs")}
      edited={edited}
      titleOf={(rfq) => rfq.title}
      schema={schema}
      defaults={(rfq) => ({
        plant_id: rfq?.plant_id ?? (plant?.id as number),
        title: rfq?.title ?? "",
        notes: rfq?.notes ?? "",
        respond_by: rfq?.respond_by ?? "",
        ship_to: rfq?.ship_to ?? "",
        requisition_id: rfq?.requisition_id ?? 0,
        lines: rfq
          ? rfq.lines.map((line) => ({
              description: line.description,
              part_number: line.part_number ?? "",
              quantity: line.quantity,
              unit: line.unit ?? "",
            }))
          : [{ ...EMPTY_LINE }],
        vendor_ids: rfq ? rfq.vendors.map((v) => v.vendor_id) : [],
      })}
      save={save}
      actions={(rfq) => <RfqActions rfq={rfq} />}
      removal={{
        resource: trpc.rfqs,
        allowed: (rfq) => hasPermission(user, "delete_rfqs") && rfq.status !== "accepted",
        words: "rfqs",
      }}
      readOnly={(rfq) => (editable(rfq.status) ? null : <RfqDetailsBody rfq={rfq} />)}
      header={(rfq) => (
        <div className="flex flex-wrap items-center gap-2">
          <RfqStatusBadge status={rfq.status} />
        </div>
      )}
      after={(rfq) => (editable(rfq.status) ? <DraftVendorsCard rfq={rfq} /> : null)}
      formKey={(rfq) => `${rfq.status}-${rfq.updated_at}`}
    >
      <RfqFormFields record={edited.current} />
    </RecordFormPage>
  );
}
