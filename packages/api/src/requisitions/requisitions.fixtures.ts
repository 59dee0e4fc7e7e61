/**
 * Data builders of the requisition tests: the demo's Hamilton plant with one of its equipment items
 * (and the places above it), a vendor of Hamilton and one of the other tenant, the other tenant's
 * item, and people made for the tests — a fab shop manager, a technician, a requisitioner who is
 * neither, a user of none of the requisition roles, and two watchers of Hamilton (one who switched
 * requisition notifications on, in Spanish, one who did not).
 */
import { type Database, DEMO_PASSWORD, hashPassword, schema } from "@plantwise/db";
import { APP_SECTIONS, Language, RequestType, type RequisitionStatus } from "@plantwise/shared";
import { and, eq, isNotNull } from "drizzle-orm";
import { insertRow } from "../hierarchy/hierarchy.fixtures";

const s = schema;

export type RequisitionCaller = "manager" | "technician" | "requisitioner";

export interface RequisitionWorld {
  company: number;
  plant: number;
  item: number;
  asset: number;
  machine: number;
  line: number;
  vendor: number;
  /** Southridge's (the other tenant's) item and vendor. */
  otherItem: number;
  otherVendor: number;
  /** The e-mail and id of each test person. */
  people: Record<RequisitionCaller | "outsider" | "watcher" | "deaf", { email: string; id: number }>;
}

async function itemOf(db: Database, plantId: number) {
  const [row] = await db
    .select({
      id: s.equipmentItems.id,
      asset: s.assets.id,
      machine: s.machines.id,
      line: s.machines.production_line_id,
    })
    .from(s.equipmentItems)
    .innerJoin(s.assets, eq(s.assets.id, s.equipmentItems.asset_id))
    .innerJoin(s.machines, eq(s.machines.id, s.assets.machine_id))
    .where(and(eq(s.equipmentItems.plant_id, plantId), isNotNull(s.equipmentItems.asset_id)))
    .orderBy(s.equipmentItems.id)
    .limit(1);
  if (!row) throw new Error(`plant ${plantId} has no equipment item on an asset`);
  return row;
}

/** A customer role of the company with the given flags, holding every requisition permission. */
async function roleWith(
  db: Database,
  company: number,
  name: string,
  flags: { is_fab_shop_manager?: boolean; is_technic?: boolean; is_requisitioner?: boolean },
) {
  const role = await insertRow(db, s.roles, { name, type: 2, company_id: company, ...flags });
  const sections = APP_SECTIONS.filter((section) => section.startsWith("requisitions"));
  await db.insert(s.rolePermissions).values(
    sections.map((app_section) => ({
      role_id: role.id,
      app_section,
      is_viewing: true,
      is_creating: true,
      is_updating: true,
      is_deleting: true,
    })),
  );
  return role.id;
}

/** Builds the world once per suite; `tag` keeps names and addresses unique. */
export async function requisitionWorld(
  db: Database,
  demo: { northwind: number; hamilton: number; southridge: number; regina: number },
  tag = "rq",
): Promise<RequisitionWorld> {
  const company = demo.northwind;
  const item = await itemOf(db, demo.hamilton);
  const other = await itemOf(db, demo.regina);
  const vendor = await insertRow(db, s.vendors, {
    company_id: company,
    plant_id: demo.hamilton,
    name: `${tag} Fab Supply`,
  });
  const otherVendor = await insertRow(db, s.vendors, {
    company_id: demo.southridge,
    plant_id: demo.regina,
    name: `${tag} Prairie Supply`,
  });
  const roles = {
    manager: await roleWith(db, company, `${tag} Fab shop manager`, { is_fab_shop_manager: true }),
    technician: await roleWith(db, company, `${tag} Technician`, { is_technic: true }),
    requisitioner: await roleWith(db, company, `${tag} Requisitioner`, { is_requisitioner: true }),
    outsider: await roleWith(db, company, `${tag} Office`, {}),
  };
  const password_hash = await hashPassword(DEMO_PASSWORD);
  const person = async (
    key: string,
    roleId: number,
    extra: Partial<typeof s.users.$inferInsert> = {},
  ): Promise<{ email: string; id: number }> => {
    const email = `${tag}-${key}@plantwise.test`;
    const user = await insertRow(db, s.users, {
      email,
      first_name: `${tag} ${key}`,
      last_name: "Tester",
      password_hash,
      role_id: roleId,
      company_id: company,
      ...extra,
    });
    await db.insert(s.userPlants).values({ user_id: user.id, plant_id: demo.hamilton });
    return { email, id: user.id };
  };
  const settings = (requisitions: boolean) => ({
    email: true,
    real_time: true,
    daily_summary_time: null,
    adding_notes: false,
    requisitions,
    production_line_ids: [],
  });
  const people = {
    manager: await person("manager", roles.manager),
    technician: await person("technician", roles.technician),
    requisitioner: await person("requisitioner", roles.requisitioner),
    outsider: await person("outsider", roles.outsider),
    watcher: await person("watcher", roles.requisitioner, {
      language: Language.SPANISH,
      notification_settings: settings(true),
    }),
    deaf: await person("deaf", roles.requisitioner, { notification_settings: settings(false) }),
  };
  await db.insert(s.userNotifiablePlants).values([
    { user_id: people.watcher.id, plant_id: demo.hamilton },
    { user_id: people.deaf.id, plant_id: demo.hamilton },
  ]);
  return {
    company,
    plant: demo.hamilton,
    item: item.id,
    asset: item.asset,
    machine: item.machine,
    line: item.line,
    vendor: vendor.id,
    otherItem: other.id,
    otherVendor: otherVendor.id,
    people,
  };
}

/** A requisition written straight into `status` on the world's item, raised by `requestedBy`. */
export async function insertRequisition(
  db: Database,
  w: RequisitionWorld,
  status: RequisitionStatus,
  requestedBy: number,
  over: Partial<typeof s.requisitions.$inferInsert> = {},
): Promise<number> {
  const row = await insertRow(db, s.requisitions, {
    company_id: w.company,
    plant_id: w.plant,
    production_line_id: w.line,
    machine_id: w.machine,
    asset_id: w.asset,
    equipment_item_id: w.item,
    request_type: RequestType.SERVICE,
    work_type: "repair",
    priority_reason: "production_loss",
    title: "Rebuild the gearbox",
    status,
    requested_by: requestedBy,
    ...over,
  });
  return row.id;
}

/** A requisition form on the world's item, with `over` on top. */
export function requisitionForm(w: RequisitionWorld, over: Record<string, unknown> = {}) {
  return {
    equipment_item_id: w.item,
    request_type: RequestType.SERVICE,
    work_type: "fabrication",
    priority_reason: "health_and_safety",
    title: "Guard for the conveyor drive",
    description: "Fabricate a mesh guard",
    part_number: "GD-100",
    quantity: 1,
    estimated_cost: 450,
    needed_by: "2030-05-01",
    vendor_id: w.vendor,
    fab_shop: "Main fab shop",
    cost_savings: 1200,
    ...over,
  };
}
