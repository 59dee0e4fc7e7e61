/** What the RFQ's documents print: the RFQ, its company and plant time zone, and the accepted vendor. */
import { type Reader, schema } from "@plantwise/db";
import { eq } from "drizzle-orm";
import type { Scope } from "../access/auth-user";
import { loadRfqDetails, type RfqDetails } from "./get-rfq";

const { companies, plants, vendors } = schema;

export interface RfqDocumentData {
  rfq: RfqDetails;
  company_name: string;
  time_zone: string;
  /** The vendor whose quote was accepted, with how to reach them; null until then. */
  accepted: (RfqDetails["vendors"][number] & { phone: string | null; address: string | null }) | null;
}

/** The RFQ of the caller's plants (404 out of scope) with what its documents print. */
export async function loadRfqDocument(db: Reader, scope: Scope, id: number): Promise<RfqDocumentData> {
  const rfq = await loadRfqDetails(db, scope, id);
  const [place] = await db
    .select({ company_name: companies.name, time_zone: plants.time_zone })
    .from(plants)
    .innerJoin(companies, eq(companies.id, plants.company_id))
    .where(eq(plants.id, rfq.plant_id));
  const vendor = rfq.vendors.find((v) => v.accepted);
  let accepted: RfqDocumentData["accepted"] = null;
  if (vendor) {
    const [contact] = await db
      .select({ phone: vendors.phone, address: vendors.address })
      .from(vendors)
      .where(eq(vendors.id, vendor.vendor_id));
    accepted = { ...vendor, phone: contact?.phone ?? null, address: contact?.address ?? null };
  }
  return {
    rfq,
    company_name: place?.company_name ?? "",
    time_zone: place?.time_zone ?? "UTC",
    accepted,
  };
}
