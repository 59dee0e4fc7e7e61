/**
 * Tenant isolation of every `rfqs.*` procedure, spread into isolation.test.ts's REGISTRY, and the
 * RFQs each tenant holds: a sent RFQ with one line and one vendor (its quote still open), a draft
 * like it, and a requisition of the plant. A's admin naming B's RFQs, or B's vendor, line,
 * requisition or plant in A's RFQs, must get 403/404/422 and change nothing; lists and options must
 * answer nothing of B.
 *
 * Wiring (isolation.test.ts): `rfqs: await createRfqFixtures(db, tag, refs)` in createTenant, and
 * `rfqs: await rfqSnapshot(db, companyIds)` in snapshotOf.
 */
import { type Database, schema } from "@plantwise/db";
import { idsOf, rowsIn } from "../hierarchy/assets.isolation";
import { insertRow } from "../hierarchy/hierarchy.fixtures";
import type { IsolationEntry, TenantRefs } from "../sensors/sensors.isolation";

export interface RfqFixtures {
  /** Sent, with `line` and `vendor` (not quoted yet). */
  rfq: number;
  line: number;
  vendor: number;
  /** A draft of the same plant, with one line and `vendor`. */
  draft: number;
  requisition: number;
}

export async function createRfqFixtures(
  db: Database,
  tag: string,
  refs: { company: number; plant: number; admin: number },
): Promise<RfqFixtures> {
  const s = schema;
  const place = { company_id: refs.company, plant_id: refs.plant };
  const vendor = await insertRow(db, s.vendors, {
    ...place,
    name: `${tag} Quote Supply`,
    email: `quotes@${tag}.example`,
  });
  const requisition = await insertRow(db, s.requisitions, {
    ...place,
    request_type: 1,
    priority_reason: "cost_reduction",
    title: `${tag} Spare gearbox`,
    requested_by: refs.admin,
  });
  const rfq = await insertRow(db, s.rfqs, {
    ...place,
    title: `${tag} Gearbox quote`,
    status: "sent",
    sent_at: new Date(),
    ship_to: `${tag} receiving dock`,
    requisition_id: requisition.id,
    created_by: refs.admin,
  });
  const line = await insertRow(db, s.rfqLines, {
    rfq_id: rfq.id,
    position: 1,
    description: `${tag} Helical gearbox`,
    quantity: "2",
    unit: "pcs",
  });
  await insertRow(db, s.rfqVendors, { rfq_id: rfq.id, vendor_id: vendor.id, sent_at: new Date() });
  const draft = await insertRow(db, s.rfqs, { ...place, title: `${tag} Belt quote`, created_by: refs.admin });
  await insertRow(db, s.rfqLines, {
    rfq_id: draft.id,
    position: 1,
    description: `${tag} V-belt`,
    quantity: "4",
  });
  await insertRow(db, s.rfqVendors, { rfq_id: draft.id, vendor_id: vendor.id });
  return {
    rfq: rfq.id,
    line: line.id,
    vendor: vendor.id,
    draft: draft.id,
    requisition: requisition.id,
  };
}

/** Every RFQ row of the companies, with their lines, vendors and quote prices. */
export async function rfqSnapshot(db: Database, companyIds: number[]) {
  const s = schema;
  const rfqs = await rowsIn(db, s.rfqs, s.rfqs.company_id, companyIds, s.rfqs.id);
  const rfqIds = idsOf(rfqs);
  const vendors = await rowsIn(db, s.rfqVendors, s.rfqVendors.rfq_id, rfqIds, s.rfqVendors.id);
  return {
    rfqs,
    lines: await rowsIn(db, s.rfqLines, s.rfqLines.rfq_id, rfqIds, s.rfqLines.id),
    vendors,
    prices: await rowsIn(
      db,
      s.rfqQuotePrices,
      s.rfqQuotePrices.rfq_vendor_id,
      idsOf(vendors),
      s.rfqQuotePrices.rfq_vendor_id,
      s.rfqQuotePrices.rfq_line_id,
    ),
    requisitions: await rowsIn(db, s.requisitions, s.requisitions.company_id, companyIds, s.requisitions.id),
  };
}

type Tenant = TenantRefs & { rfqs: RfqFixtures };
type Fixtures = { a: Tenant; b: Tenant };
type Entry = IsolationEntry<(f: Fixtures) => unknown>;

const form = (over: Record<string, unknown>) => ({
  title: "Hijacked quote",
  lines: [{ description: "Anything", quantity: 1 }],
  ...over,
});

export const RFQ_ENTRIES: Record<string, Entry> = {
  "rfqs.list": { kind: "scoped-list", input: (f) => ({ max: 100, plant_id: f.b.plant }) },
  "rfqs.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.rfqs.rfq }), (f) => ({ id: f.b.rfqs.draft })],
    own: (f) => ({ id: f.a.rfqs.rfq }),
  },
  "rfqs.formOptions": { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },
  "rfqs.create": {
    kind: "create",
    input: (f) =>
      form({
        plant_id: f.a.plant,
        vendor_ids: [f.b.rfqs.vendor],
        requisition_id: f.b.rfqs.requisition,
      }),
  },
  "rfqs.update": {
    kind: "scoped-by-id",
    attacks: [(f) => form({ id: f.b.rfqs.draft, vendor_ids: [f.b.rfqs.vendor] })],
    references: [
      (f) => form({ id: f.a.rfqs.draft, vendor_ids: [f.b.rfqs.vendor] }),
      (f) =>
        form({ id: f.a.rfqs.draft, vendor_ids: [f.a.rfqs.vendor], requisition_id: f.b.rfqs.requisition }),
      (f) => form({ id: f.a.rfqs.draft, vendor_ids: [f.a.rfqs.vendor], plant_id: f.b.plant }),
    ],
  },
  "rfqs.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.rfqs.rfq }), (f) => ({ id: f.b.rfqs.draft })],
  },
  "rfqs.send": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.rfqs.rfq }), (f) => ({ id: f.b.rfqs.draft })],
  },
  "rfqs.recordQuote": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({
        rfq_id: f.b.rfqs.rfq,
        vendor_id: f.b.rfqs.vendor,
        prices: [{ line_id: f.b.rfqs.line, unit_price: 1 }],
      }),
    ],
    references: [
      (f) => ({
        rfq_id: f.a.rfqs.rfq,
        vendor_id: f.b.rfqs.vendor,
        prices: [{ line_id: f.a.rfqs.line, unit_price: 1 }],
      }),
      (f) => ({
        rfq_id: f.a.rfqs.rfq,
        vendor_id: f.a.rfqs.vendor,
        prices: [{ line_id: f.b.rfqs.line, unit_price: 1 }],
      }),
    ],
  },
  "rfqs.accept": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ rfq_id: f.b.rfqs.rfq, vendor_id: f.b.rfqs.vendor })],
    references: [(f) => ({ rfq_id: f.a.rfqs.rfq, vendor_id: f.b.rfqs.vendor })],
  },
  "rfqs.cancel": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.rfqs.rfq }), (f) => ({ id: f.b.rfqs.draft })],
  },
};
