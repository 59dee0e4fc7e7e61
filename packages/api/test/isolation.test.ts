/**
 * Tenant isolation over every procedure of the router. Two companies, A and B, each with
 * a plant, an admin holding every permission a customer can hold, users, a team, a role, a
 * scheduled report and a distributor. Every procedure of `appRouter` must be classified in
 * REGISTRY below; each scoped one is called as A's admin against B's records and must answer
 * FORBIDDEN/NOT_FOUND (or, for creates, refuse or stay inside A) without returning or changing
 * anything of B. A procedure nobody classified fails the suite, so a new procedure that forgets
 * the tenant scope cannot slip in unexamined.
 */
import {
  createTestDatabase,
  type Database,
  type DatabaseHandle,
  hashPassword,
  schema,
  testDrivers,
} from "@plantwise/db";
import { APP_SECTIONS } from "@plantwise/shared";
import { TRPCError } from "@trpc/server";
import { eq, inArray, or } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadAuthUser } from "../src/access/auth-user";
import { createSession } from "../src/access/sessions";
import {
  ALARM_ENTRIES,
  type AlarmFixtures,
  alarmSnapshot,
  createAlarmFixtures,
} from "../src/alarms/alarms.isolation";
import {
  ANALYSIS_ENTRIES,
  type AnalysisFixtures,
  analysisSnapshot,
  createAnalysisFixtures,
} from "../src/analysis/analysis.isolation";
import type { Context } from "../src/context";
import {
  type AssetFixtures,
  assetSnapshot,
  createAssetFixtures,
  rowsIn,
} from "../src/hierarchy/assets.isolation";
import {
  createMaintenanceFixtures,
  MAINTENANCE_ENTRIES,
  type MaintenanceFixtures,
  maintenanceSnapshot,
} from "../src/maintenance/maintenance.isolation";
import { NOTIFICATION_ENTRIES } from "../src/notifications/notifications.isolation";
import { REPORT_ENTRIES } from "../src/reports/reports.isolation";
import { REQUISITION_ANALYTICS_ENTRIES } from "../src/requisitions/analytics.isolation";
import {
  createRequisitionFixtures,
  REQUISITION_RECORD_ENTRIES,
  type RequisitionFixtures,
  requisitionSnapshot,
} from "../src/requisitions/records.isolation";
import { createRfqFixtures, RFQ_ENTRIES, type RfqFixtures, rfqSnapshot } from "../src/rfqs/rfqs.isolation";
import { appRouter } from "../src/root";
import { SEARCH_ENTRIES } from "../src/search/search.isolation";
import {
  createSensorFixtures,
  type IsolationEntry,
  type SensorFixtures,
  sensorSnapshot,
} from "../src/sensors/sensors.isolation";
import { SIGNAL_ENTRIES } from "../src/signals/signals.isolation";
import {
  createSuccessFixtures,
  SUCCESS_ENTRIES,
  type SuccessFixtures,
  successSnapshot,
} from "../src/success/success.isolation";
import { createCallerFactory } from "../src/trpc";

/** Every record of tenant B carries this marker in a name or e-mail; no answer to A may contain it. */
const B_MARK = "zxqbravo";

interface Tenant {
  company: number;
  archivedCompany: number;
  plant: number;
  archivedPlant: number;
  admin: number;
  user: number;
  team: number;
  role: number;
  report: number;
  distributor: number;
  location: number;
  assets: AssetFixtures;
  sensors: SensorFixtures;
  alarms: AlarmFixtures;
  maintenance: MaintenanceFixtures;
  analysis: AnalysisFixtures;
  success: SuccessFixtures;
  rfqs: RfqFixtures;
  requisitions: RequisitionFixtures;
}

async function createTenant(db: Database, tag: string, passwordHash: string): Promise<Tenant> {
  const [distributor] = await db
    .insert(schema.distributors)
    .values({ name: `${tag} Distributor`, email: `sales@${tag}.example` })
    .returning();
  const [location] = await db
    .insert(schema.distributorLocations)
    .values({ distributor_id: distributor!.id, name: `${tag} Depot` })
    .returning();
  const [company] = await db
    .insert(schema.companies)
    .values({ name: `${tag} Company`, distributor_id: distributor!.id })
    .returning();
  const [archivedCompany] = await db
    .insert(schema.companies)
    .values({ name: `${tag} Old Company`, archived_at: new Date() })
    .returning();
  const [plant] = await db
    .insert(schema.plants)
    .values({ name: `${tag} Plant`, company_id: company!.id })
    .returning();
  const [archivedPlant] = await db
    .insert(schema.plants)
    .values({ name: `${tag} Closed Plant`, company_id: company!.id, archived_at: new Date() })
    .returning();
  // The admin's role holds every flag of every section: only the tenant scope can stop them.
  const [adminRole] = await db
    .insert(schema.roles)
    .values({
      name: `${tag} All-access Admin`,
      type: 2,
      company_id: company!.id,
      is_requisitioner: true,
      is_fab_shop_manager: true,
      is_technic: true,
    })
    .returning();
  await db.insert(schema.rolePermissions).values(
    APP_SECTIONS.map((app_section) => ({
      role_id: adminRole!.id,
      app_section,
      is_viewing: true,
      is_creating: true,
      is_updating: true,
      is_deleting: true,
      is_archiving: true,
    })),
  );
  const [role] = await db
    .insert(schema.roles)
    .values({ name: `${tag} Technician`, type: 2, company_id: company!.id, is_technic: true })
    .returning();
  await db
    .insert(schema.rolePermissions)
    .values({ role_id: role!.id, app_section: "dashboard", is_viewing: true });
  const [admin] = await db
    .insert(schema.users)
    .values({
      email: `admin@${tag}.example`,
      first_name: `${tag}Admin`,
      last_name: "Admin",
      password_hash: passwordHash,
      role_id: adminRole!.id,
      company_id: company!.id,
    })
    .returning();
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `tech@${tag}.example`,
      first_name: `${tag}Tech`,
      last_name: "Tech",
      password_hash: passwordHash,
      role_id: role!.id,
      company_id: company!.id,
      distributor_id: distributor!.id,
    })
    .returning();
  await db.insert(schema.userPlants).values([
    { user_id: admin!.id, plant_id: plant!.id },
    { user_id: admin!.id, plant_id: archivedPlant!.id },
    { user_id: user!.id, plant_id: plant!.id },
  ]);
  await db.insert(schema.userNotifiablePlants).values({ user_id: user!.id, plant_id: plant!.id });
  const [team] = await db
    .insert(schema.teams)
    .values({ name: `${tag} Team`, company_id: company!.id, plant_id: plant!.id })
    .returning();
  await db.insert(schema.teamMembers).values({ team_id: team!.id, user_id: user!.id });
  const [report] = await db
    .insert(schema.scheduledReports)
    .values({
      user_id: user!.id,
      name: `${tag} Weekly Report`,
      report_type: "plant_summary",
      starts_at: new Date("2026-01-01T08:00:00Z"),
      every: 1,
      unit: "day",
      period: "day",
      plant_ids: [plant!.id],
    })
    .returning();
  const assets = await createAssetFixtures(db, tag, company!.id, plant!.id);
  const sensors = await createSensorFixtures(db, tag, company!.id, plant!.id, assets);
  const refs = { company: company!.id, plant: plant!.id, assets, sensors };
  const people = { admin: admin!.id, user: user!.id, team: team!.id };
  return {
    company: company!.id,
    archivedCompany: archivedCompany!.id,
    plant: plant!.id,
    archivedPlant: archivedPlant!.id,
    admin: admin!.id,
    user: user!.id,
    team: team!.id,
    role: role!.id,
    report: report!.id,
    distributor: distributor!.id,
    location: location!.id,
    assets,
    sensors,
    alarms: await createAlarmFixtures(db, company!.id, plant!.id, assets, sensors),
    maintenance: await createMaintenanceFixtures(db, tag, { ...refs, ...people }),
    analysis: await createAnalysisFixtures(db, { ...refs, admin: admin!.id }),
    success: await createSuccessFixtures(db, tag, { company: company!.id, plant: plant!.id, user: user!.id }),
    rfqs: await createRfqFixtures(db, tag, { company: company!.id, plant: plant!.id, admin: admin!.id }),
    requisitions: await createRequisitionFixtures(db, tag, { ...refs, admin: admin!.id }),
  };
}

/** Everything of B that A could read or change; compared before and after every attack. */
async function snapshotOf(db: Database, t: Tenant) {
  const s = schema;
  const companyIds = [t.company, t.archivedCompany];
  const userRows = await rowsIn(db, s.users, s.users.company_id, companyIds, s.users.id);
  const userIds = userRows.map((u) => u.id);
  const teamRows = await rowsIn(db, s.teams, s.teams.company_id, companyIds, s.teams.id);
  const roleRows = await rowsIn(db, s.roles, s.roles.company_id, companyIds, s.roles.id);
  const permissionOrder = [s.rolePermissions.role_id, s.rolePermissions.app_section];
  const roleIds = roleRows.map((r) => r.id);
  return JSON.stringify({
    companies: await rowsIn(db, s.companies, s.companies.id, companyIds),
    plants: await rowsIn(db, s.plants, s.plants.company_id, companyIds, s.plants.id),
    users: userRows.map(({ updated_at: _u, last_login_at: _l, ...rest }) => rest),
    userPlants: await rowsIn(db, s.userPlants, s.userPlants.user_id, userIds, s.userPlants.plant_id),
    notifiable: await db
      .select()
      .from(s.userNotifiablePlants)
      .where(
        or(inArray(s.userNotifiablePlants.user_id, userIds), eq(s.userNotifiablePlants.plant_id, t.plant)),
      ),
    teams: teamRows,
    members: await rowsIn(
      db,
      s.teamMembers,
      s.teamMembers.team_id,
      teamRows.map((x) => x.id).concat(-1),
      s.teamMembers.user_id,
    ),
    roles: roleRows,
    permissions: await rowsIn(db, s.rolePermissions, s.rolePermissions.role_id, roleIds, ...permissionOrder),
    reports: await rowsIn(db, s.scheduledReports, s.scheduledReports.user_id, userIds, s.scheduledReports.id),
    distributor: await db.select().from(s.distributors).where(eq(s.distributors.id, t.distributor)),
    locations: await db
      .select()
      .from(s.distributorLocations)
      .where(eq(s.distributorLocations.distributor_id, t.distributor)),
    sessions: (await db.select().from(s.sessions).where(inArray(s.sessions.user_id, userIds))).length,
    outbox: (await db.select().from(s.outboxMessages).where(inArray(s.outboxMessages.user_id, userIds)))
      .length,
    assets: await assetSnapshot(db, companyIds),
    sensors: await sensorSnapshot(db, companyIds),
    alarms: await alarmSnapshot(db, companyIds),
    maintenance: await maintenanceSnapshot(db, companyIds),
    analysis: await analysisSnapshot(db, companyIds),
    success: await successSnapshot(db, companyIds),
    rfqs: await rfqSnapshot(db, companyIds),
    requisitions: await requisitionSnapshot(db, companyIds),
  });
}

type Fixtures = { a: Tenant; b: Tenant };
type Input = (f: Fixtures) => unknown;

/**
 * How each procedure is treated:
 * - public: callable without a session (sign-in, password reset links, second-factor steps);
 *   they work on the credentials or token given, not on a tenant's records.
 * - self: acts on the caller only; `attack`, when given, names B's record and must be refused.
 * - internal-only: a customer, even with every permission, gets FORBIDDEN.
 * - scoped-by-id: `attacks` target B's records and must answer FORBIDDEN or NOT_FOUND; `references`
 *   act on A's own record but point at B's (a plant, a member) and may also answer 422 naming the
 *   field, with the same words as for an id that does not exist; `own`, when given, targets A's
 *   record and must succeed (so the refusal is the scope, not a broken input).
 * - scoped-list: the answer must not contain anything of B.
 * - create: creating with references to B must be refused (422/403/404) or stay inside A.
 */
type Entry = IsolationEntry<Input>;

const report = (over: Record<string, unknown>) => ({
  name: "Hijack",
  report_type: "plant_summary",
  starts_at: "2099-01-01T09:00:00Z",
  every: 1,
  unit: "day",
  period: "day",
  time_zone: "UTC",
  plant_ids: [],
  ...over,
});
const userForm = (f: Fixtures, over: Record<string, unknown> = {}) => ({
  first_name: "Mallory",
  last_name: "Intruder",
  email: `mallory${Math.random().toString(36).slice(2, 8)}@alfa.example`,
  role_id: f.a.role,
  plant_ids: [],
  ...over,
});

const REGISTRY: Record<string, Entry> = {
  "auth.login": { kind: "public", why: "checks the credentials given" },
  "auth.user": { kind: "self", why: "answers the caller", read: () => undefined },
  "auth.logout": { kind: "self", why: "ends the caller's own session" },
  "auth.trustDevice": { kind: "self", why: "trusts the caller's device" },
  "auth.mfa.googleCode": { kind: "public", why: "works on a sign-in challenge token" },
  "auth.mfa.googleVerify": { kind: "public", why: "works on a sign-in challenge token" },
  "auth.mfa.smsCode": { kind: "public", why: "works on a sign-in challenge token" },
  "auth.mfa.smsVerify": { kind: "public", why: "works on a sign-in challenge token" },
  "auth.mfa.disable": { kind: "self", why: "switches off the caller's own factor" },
  "auth.password.email": { kind: "public", why: "mails a link to the address given" },
  "auth.password.token": { kind: "public", why: "checks a link token" },
  "auth.password.reset": { kind: "public", why: "sets a password through a link token" },
  "auth.changePassword": { kind: "self", why: "changes the caller's password" },
  "auth.updateProfile": { kind: "self", why: "edits the caller's profile" },
  "auth.phoneCode": { kind: "self", why: "verifies the caller's phone" },
  "auth.phoneVerify": { kind: "self", why: "verifies the caller's phone" },
  "auth.tempRole": {
    kind: "self",
    why: "sets the caller's temp role",
    attack: (f) => ({ role_id: f.b.role }),
  },
  "auth.roles": { kind: "scoped-list" },
  "auth.choosePlant": {
    kind: "self",
    why: "remembers the caller's plant",
    attack: (f) => ({ plant_id: f.b.plant }),
  },
  "analytics.pageVisit": { kind: "self", why: "records the caller's page visit" },
  "outbox.list": { kind: "internal-only", input: () => ({}) },

  "companies.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "companies.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.company })],
    own: (f) => ({ id: f.a.company }),
  },
  "companies.info": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.company })],
    own: (f) => ({ id: f.a.company }),
  },
  "companies.create": {
    kind: "create",
    input: (f) => ({ name: "Alfa Spin-off", distributor_id: f.b.distributor }),
  },
  "companies.update": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.company, name: "Hijacked" })] },
  "companies.delete": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.company, confirm: "delete" })] },
  "companies.restore": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.archivedCompany })] },

  "distributors.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "distributors.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.distributor })],
    own: (f) => ({ id: f.a.distributor }),
  },
  "distributors.create": { kind: "internal-only", input: () => ({ name: "Alfa Supply" }) },
  "distributors.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.distributor, name: "Hijacked" })],
  },
  "distributors.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.distributor, confirm: "delete" })],
  },
  "distributors.locations": {
    kind: "scoped-list",
    input: (f) => ({ max: 100, distributor_id: f.b.distributor }),
  },
  "distributors.options": { kind: "scoped-list" },

  "equipments.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "equipments.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.item }), (f) => ({ id: f.b.assets.spare })],
    own: (f) => ({ id: f.a.assets.item }),
  },
  "equipments.create": {
    kind: "create",
    input: (f) => ({ name: "Hijack motor", asset_id: f.b.assets.asset }),
  },
  "equipments.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.item, name: "Hijacked", asset_id: f.b.assets.asset })],
    references: [
      (f) => ({ id: f.a.assets.item, name: "Alfa Motor", asset_id: f.b.assets.asset }),
      (f) => ({
        id: f.a.assets.item,
        name: "Alfa Motor",
        asset_id: f.a.assets.asset,
        brand_id: f.b.assets.brand,
      }),
      (f) => ({
        id: f.a.assets.item,
        name: "Alfa Motor",
        asset_id: f.a.assets.asset,
        equipment_type_id: f.b.assets.type,
      }),
      (f) => ({
        id: f.a.assets.item,
        name: "Alfa Motor",
        asset_id: f.a.assets.asset,
        bearing_id: f.b.assets.bearing,
      }),
    ],
  },
  "equipments.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.item }), (f) => ({ ids: [f.a.assets.spare, f.b.assets.spare] })],
  },
  "equipments.move": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ itemId: f.b.assets.item, limbo: true }),
      (f) => ({ itemId: f.b.assets.spare, asset_id: f.a.assets.asset }),
    ],
    references: [
      (f) => ({ itemId: f.a.assets.item, asset_id: f.b.assets.asset }),
      (f) => ({ itemId: f.a.assets.item, store_room_id: f.b.assets.storeRoom }),
    ],
  },
  "equipments.reorder": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ asset_id: f.b.assets.asset, ids: [f.b.assets.item] })],
    references: [(f) => ({ asset_id: f.a.assets.asset, ids: [f.a.assets.item, f.b.assets.item] })],
    own: (f) => ({ asset_id: f.a.assets.asset, ids: [f.a.assets.item] }),
  },
  "equipments.rpmParams": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ itemId: f.b.assets.item, rpm_source_item: 3, rpm_value: 1500 })],
    references: [
      (f) => ({ itemId: f.a.assets.item, rpm_source_item: 2, rpm_option_value_id: f.b.assets.optionValue }),
    ],
  },
  "equipments.rpmOptions": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ equipment_type_id: f.b.assets.type })],
    own: (f) => ({ equipment_type_id: f.a.assets.type }),
  },
  "equipments.analogues": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ itemId: f.b.assets.item })],
    own: (f) => ({ itemId: f.a.assets.item }),
  },
  "equipments.health": { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },
  "equipments.dashboard": { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },

  "controllers.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "controllers.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.sensors.controller })],
    own: (f) => ({ id: f.a.sensors.controller }),
  },
  "controllers.create": {
    kind: "create",
    input: (f) => ({ plant_id: f.b.plant, name: "Hijack gateway", serial_number: "HJ-GW-1", type: 5 }),
  },
  "controllers.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.sensors.controller, name: "Hijacked", transport: "MQTT" })],
    references: [(f) => ({ id: f.a.sensors.controller, plant_id: f.b.plant })],
    own: (f) => ({ id: f.a.sensors.controller, name: "alfa Gateway" }),
  },
  "controllers.delete": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: f.b.sensors.controller }),
      (f) => ({ ids: [f.a.sensors.controller, f.b.sensors.controller] }),
    ],
  },
  "controllers.rotateToken": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.sensors.controller })],
    own: (f) => ({ id: f.a.sensors.controller }),
  },
  "controllers.sendCommand": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.sensors.controller, command: "reboot" })],
    references: [(f) => ({ id: f.a.sensors.controller, command: "ping", sensor_id: f.b.sensors.sensor })],
  },
  "controllers.commands": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.sensors.controller })],
    own: (f) => ({ id: f.a.sensors.controller }),
  },

  "sensors.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "sensors.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.sensors.sensor })],
    own: (f) => ({ id: f.a.sensors.sensor }),
  },
  "sensors.create": {
    kind: "create",
    input: (f) => ({
      name: "Hijack sensor",
      serial_number: "HJ-S-1",
      family: "NCD",
      type: 5,
      equipment_item_id: f.b.assets.item,
      controller_id: f.b.sensors.controller,
    }),
  },
  "sensors.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.sensors.sensor, name: "Hijacked", is_inactive: true })],
    references: [
      (f) => ({ id: f.a.sensors.sensor, equipment_item_id: f.b.assets.item }),
      (f) => ({ id: f.a.sensors.sensor, controller_id: f.b.sensors.controller }),
      (f) => ({ id: f.a.sensors.sensor, parent_sensor_id: f.b.sensors.sensor }),
    ],
    own: (f) => ({ id: f.a.sensors.sensor, name: "alfa DE Sensor" }),
  },
  "sensors.delete": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: f.b.sensors.sensor }),
      (f) => ({ ids: [f.a.sensors.sensor, f.b.sensors.sensor] }),
    ],
  },
  "sensors.positions": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ item_id: f.b.assets.item, ids: [f.b.sensors.sensor] })],
    references: [(f) => ({ item_id: f.a.assets.item, ids: [f.a.sensors.sensor, f.b.sensors.sensor] })],
    own: (f) => ({ item_id: f.a.assets.item, ids: [f.a.sensors.sensor] }),
  },
  "sensors.formulas": { kind: "scoped-list", input: (f) => ({ sensor_id: f.b.sensors.sensor }) },
  "sensors.saveFormula": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({
        id: f.b.sensors.formula,
        sensor_id: f.a.sensors.sensor,
        name: "Hijacked",
        expression: "{value}",
        parameter_type: 1,
      }),
    ],
    references: [
      (f) => ({ sensor_id: f.b.sensors.sensor, name: "Hijack", expression: "{value}", parameter_type: 1 }),
      (f) => ({
        id: f.a.sensors.formula,
        sensor_id: f.b.sensors.sensor,
        name: "Hijack",
        expression: "{value}",
        parameter_type: 1,
      }),
    ],
  },
  "sensors.multiViews": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ equipment_id: f.b.assets.item })],
    own: (f) => ({ equipment_id: f.a.assets.item }),
  },
  "sensors.createMultiView": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({
        equipment_id: f.b.assets.item,
        name: "Hijack",
        graphs: [{ sensor_id: f.b.sensors.sensor, parameter_type: 1, axis: 1 }],
      }),
    ],
    references: [
      (f) => ({
        equipment_id: f.a.assets.item,
        name: "Hijack",
        graphs: [{ sensor_id: f.b.sensors.sensor, parameter_type: 1, axis: 1 }],
      }),
    ],
  },
  "sensors.graphThresholds": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ multi_view_id: f.b.sensors.multiView, graph_id: f.b.sensors.graph, alarm_threshold: 1 }),
      (f) => ({ multi_view_id: f.a.sensors.multiView, graph_id: f.b.sensors.graph, alarm_threshold: 1 }),
    ],
    own: (f) => ({
      multi_view_id: f.a.sensors.multiView,
      graph_id: f.a.sensors.graph,
      warning_threshold: 4,
      alarm_threshold: 6,
    }),
  },
  "sensors.ncdConfig": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ sensor_id: f.b.sensors.sensor, fmax: 2600 })],
    own: (f) => ({ sensor_id: f.a.sensors.sensor, fmax: 5300 }),
  },
  "sensors.pdmDashboard": { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },
  "sensors.createPublicGraphLink": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ sensor_id: f.b.sensors.sensor, parameter_type: 1, axis: 1 })],
  },
  "sensors.publicGraphLinks": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ sensor_id: f.b.sensors.sensor })],
    own: (f) => ({ sensor_id: f.a.sensors.sensor }),
  },
  "sensors.revokePublicGraphLink": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.sensors.publicLink })],
  },
  // Public (no session): only a share token opens a chart; an id or a made-up token is no token.
  "sensors.publicGraph": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ token: String(f.b.sensors.sensor) }),
      (f) => ({ token: String(f.b.sensors.publicLink) }),
    ],
  },

  "productionLines.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "productionLines.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.line }), (f) => ({ id: f.b.assets.utility })],
    own: (f) => ({ id: f.a.assets.line }),
  },
  "productionLines.create": {
    kind: "create",
    input: (f) => ({ plant_id: f.b.plant, kind: 1, name: "Hijack Line" }),
  },
  "productionLines.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.line, name: "Hijacked" })],
  },
  "productionLines.delete": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: f.b.assets.line, confirm: "delete" }),
      (f) => ({ id: f.b.assets.utility, confirm: "delete" }),
    ],
  },
  "productionLines.reorder": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant, kind: 1, ids: [f.b.assets.line] })],
    references: [(f) => ({ plant_id: f.a.plant, kind: 1, ids: [f.a.assets.line, f.b.assets.line] })],
    own: (f) => ({ plant_id: f.a.plant, kind: 1, ids: [f.a.assets.line] }),
  },
  "productionLines.rpmNodes": { kind: "scoped-list", input: (f) => ({ plant_id: f.b.plant }) },
  "library.brands.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "library.brands.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.brand })],
    own: (f) => ({ id: f.a.assets.brand }),
  },
  "library.brands.create": {
    kind: "create",
    input: (f) => ({ company_id: f.b.company, name: "Hijack Brand" }),
  },
  "library.brands.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.brand, name: "Hijack Brand" })],
  },
  "library.brands.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.brand, confirm: "delete" })],
  },
  "library.brandModels.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "library.brandModels.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.model })],
    own: (f) => ({ id: f.a.assets.model }),
  },
  "library.brandModels.create": {
    kind: "create",
    input: (f) => ({
      company_id: f.b.company,
      brand_id: f.b.assets.brand,
      name: "Hijack Model",
      part_number: "HJ-1",
    }),
  },
  "library.brandModels.update": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: f.b.assets.model, brand_id: f.b.assets.brand, name: "Hijacked", part_number: "HJ-2" }),
    ],
    references: [
      (f) => ({
        id: f.a.assets.model,
        brand_id: f.b.assets.brand,
        name: "Alfa Model",
        part_number: "alfa-PN-1",
      }),
      (f) => ({
        id: f.a.assets.model,
        brand_id: f.a.assets.brand,
        name: "Alfa Model",
        part_number: "alfa-PN-1",
        de_bearing_id: f.b.assets.bearing,
      }),
      (f) => ({
        id: f.a.assets.model,
        brand_id: f.a.assets.brand,
        name: "Alfa Model",
        part_number: "alfa-PN-1",
        equipment_type_id: f.b.assets.type,
      }),
    ],
  },
  "library.brandModels.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.model, confirm: "delete" })],
  },
  "library.types.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "library.types.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.type })],
    own: (f) => ({ id: f.a.assets.type }),
  },
  "library.types.create": {
    kind: "create",
    input: (f) => ({ company_id: f.b.company, name: "Hijack Type" }),
  },
  "library.types.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.type, name: "Hijack Type" })],
  },
  "library.types.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.type, confirm: "delete" })],
  },
  "library.categories.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "library.categories.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.category })],
    own: (f) => ({ id: f.a.assets.category }),
  },
  "library.categories.create": {
    kind: "create",
    input: (f) => ({ company_id: f.b.company, name: "Hijack Category" }),
  },
  "library.categories.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.category, name: "Hijack Category" })],
  },
  "library.categories.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.category, confirm: "delete" })],
  },
  "library.applications.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "library.applications.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.application })],
    own: (f) => ({ id: f.a.assets.application }),
  },
  "library.applications.create": {
    kind: "create",
    input: (f) => ({ company_id: f.b.company, name: "Hijack Application" }),
  },
  "library.applications.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.application, name: "Hijack Application" })],
  },
  "library.applications.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.application, confirm: "delete" })],
  },
  "library.bearings.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "library.bearings.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.bearing })],
    own: (f) => ({ id: f.a.assets.bearing }),
  },
  "library.bearings.create": {
    kind: "create",
    input: (f) => ({
      company_id: f.b.company,
      designation: "HJ-6205",
      ball_count: 9,
      ball_diameter_mm: 7.94,
      pitch_diameter_mm: 39.04,
    }),
  },
  "library.bearings.update": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({
        id: f.b.assets.bearing,
        designation: "HJ-6205",
        ball_count: 9,
        ball_diameter_mm: 7.94,
        pitch_diameter_mm: 39.04,
      }),
    ],
  },
  "library.bearings.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.bearing, confirm: "delete" })],
  },
  "library.documents.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "library.documents.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.document })],
    own: (f) => ({ id: f.a.assets.document }),
  },
  "library.documents.create": {
    kind: "create",
    input: (f) => ({ company_id: f.b.company, title: "Hijack Manual", url: "https://example.com/x" }),
  },
  "library.documents.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.document, title: "Hijack Manual", url: "https://example.com/x" })],
  },
  "library.documents.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.document, confirm: "delete" })],
  },
  "library.faults.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "library.faults.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.fault })],
    own: (f) => ({ id: f.a.assets.fault }),
  },
  "library.faults.create": {
    kind: "create",
    input: (f) => ({ company_id: f.b.company, name: "Hijack Fault" }),
  },
  "library.faults.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.fault, name: "Hijack Fault" })],
  },
  "library.faults.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.fault, confirm: "delete" })],
  },
  "library.types.optionValues": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.option })],
    own: (f) => ({ id: f.a.assets.option }),
  },
  "library.storeRooms.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "library.storeRooms.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.storeRoom })],
    own: (f) => ({ id: f.a.assets.storeRoom }),
  },
  "library.storeRooms.create": {
    kind: "create",
    input: (f) => ({ plant_id: f.b.plant, name: "Hijack Stores" }),
  },
  "library.storeRooms.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.storeRoom, name: "Hijacked" })],
    references: [(f) => ({ id: f.a.assets.storeRoom, name: "Alfa Stores", plant_id: f.b.plant })],
  },
  "library.storeRooms.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.storeRoom, confirm: "delete" })],
  },
  "library.vibrationRules.list": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ typeId: f.b.assets.type })],
    own: (f) => ({ typeId: f.a.assets.type }),
  },
  "library.vibrationRules.save": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ typeId: f.b.assets.type, rules: [] })],
  },
  "library.vibrationRules.crossoverValues": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ typeId: f.b.assets.type, ruleId: f.b.assets.rule }),
      (f) => ({ typeId: f.a.assets.type, ruleId: f.b.assets.rule }),
    ],
    own: (f) => ({ typeId: f.a.assets.type, ruleId: f.a.assets.rule }),
  },
  "library.vibrationRules.saveCrossoverValues": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ typeId: f.b.assets.type, ruleId: f.b.assets.rule, option_value_ids: [] }),
      (f) => ({ typeId: f.a.assets.type, ruleId: f.b.assets.rule, option_value_ids: [] }),
    ],
    references: [
      (f) => ({
        typeId: f.a.assets.type,
        ruleId: f.a.assets.rule,
        option_value_ids: [f.b.assets.optionValue],
      }),
    ],
  },
  "machines.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "machines.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.machine })],
    own: (f) => ({ id: f.a.assets.machine }),
  },
  "machines.create": {
    kind: "create",
    input: (f) => ({ production_line_id: f.b.assets.line, name: "Hijack Machine" }),
  },
  "machines.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.machine, name: "Hijacked" })],
    references: [
      (f) => ({ id: f.a.assets.machine, name: "Alfa Machine", production_line_id: f.b.assets.line }),
    ],
  },
  "machines.delete": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.machine, confirm: "delete" })],
  },
  "machines.reorder": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ production_line_id: f.b.assets.line, ids: [f.b.assets.machine] })],
    references: [
      (f) => ({ production_line_id: f.a.assets.line, ids: [f.a.assets.machine, f.b.assets.machine] }),
    ],
  },
  "assets.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "assets.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.asset })],
    own: (f) => ({ id: f.a.assets.asset }),
  },
  "assets.create": {
    kind: "create",
    input: (f) => ({ machine_id: f.b.assets.machine, name: "Hijack Asset" }),
  },
  "assets.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.assets.asset, name: "Hijacked" })],
    references: [
      (f) => ({ id: f.a.assets.asset, name: "Alfa Asset", machine_id: f.b.assets.machine }),
      (f) => ({ id: f.a.assets.asset, name: "Alfa Asset", application_id: f.b.assets.application }),
    ],
  },
  "assets.delete": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.assets.asset, confirm: "delete" })] },
  "assets.reorder": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ machine_id: f.b.assets.machine, ids: [f.b.assets.asset] })],
    references: [(f) => ({ machine_id: f.a.assets.machine, ids: [f.a.assets.asset, f.b.assets.asset] })],
  },
  "dashboard.counters": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ plant_id: f.b.plant })],
    own: (f) => ({ plant_id: f.a.plant }),
  },
  "dashboard.corporate": { kind: "scoped-list" },
  "plants.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "plants.get": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.plant })],
    own: (f) => ({ id: f.a.plant }),
  },
  "plants.create": {
    kind: "create",
    input: (f) => ({
      name: "Alfa Annex",
      company_id: f.b.company,
      time_zone: "UTC",
      notifiable_user_ids: [f.b.user],
    }),
  },
  "plants.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.plant, name: "Hijacked", time_zone: "UTC" })],
  },
  "plants.delete": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.plant, confirm: "delete" })] },
  "plants.restore": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.archivedPlant })] },
  "plants.companyUsers": { kind: "scoped-list", input: (f) => ({ company_id: f.b.company }) },

  "roles.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "roles.get": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.role })], own: (f) => ({ id: f.a.role }) },
  "roles.create": {
    kind: "create",
    input: (f) => ({ name: "Alfa Planner", type: 2, company_id: f.b.company }),
  },
  "roles.update": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.role, name: "Hijacked", type: 2 })] },
  "roles.delete": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.role, confirm: "delete" })] },

  "teams.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "teams.get": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.team })], own: (f) => ({ id: f.a.team }) },
  "teams.create": {
    kind: "create",
    input: (f) => ({
      name: "Alfa Raiders",
      plant_id: f.b.plant,
      company_id: f.b.company,
      member_ids: [f.b.user],
    }),
  },
  "teams.update": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ id: f.b.team, name: "Hijacked", member_ids: [] })],
    references: [
      (f) => ({ id: f.a.team, name: "Alfa Team", member_ids: [f.b.user] }),
      (f) => ({ id: f.a.team, name: "Alfa Team", plant_id: f.b.plant, member_ids: [] }),
    ],
  },
  "teams.delete": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.team, confirm: "delete" })] },
  "teams.formOptions": { kind: "scoped-list", input: (f) => ({ company_id: f.b.company }) },

  "users.list": { kind: "scoped-list", input: () => ({ max: 100 }) },
  "users.get": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.user })], own: (f) => ({ id: f.a.user }) },
  "users.create": {
    kind: "create",
    input: (f) =>
      userForm(f, {
        company_id: f.b.company,
        role_id: f.b.role,
        plant_ids: [f.b.plant],
        notifiable_plant_ids: [f.b.plant],
      }),
  },
  "users.update": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ id: f.b.user, ...userForm(f, { email: "tech@zxqbravo.example", is_active: false }) }),
    ],
    references: [
      (f) => ({ id: f.a.user, ...userForm(f, { email: "tech@alfa.example", plant_ids: [f.b.plant] }) }),
      (f) => ({
        id: f.a.user,
        ...userForm(f, { email: "tech@alfa.example", notifiable_plant_ids: [f.b.plant] }),
      }),
      (f) => ({ id: f.a.user, ...userForm(f, { email: "tech@alfa.example", role_id: f.b.role }) }),
    ],
  },
  "users.delete": { kind: "scoped-by-id", attacks: [(f) => ({ id: f.b.user, confirm: "delete" })] },
  "users.formOptions": { kind: "scoped-list" },
  "users.listReports": {
    kind: "scoped-by-id",
    attacks: [(f) => ({ userId: f.b.user })],
    own: (f) => ({ userId: f.a.user }),
  },
  "users.createReport": {
    kind: "scoped-by-id",
    attacks: [(f) => report({ userId: f.b.user })],
    references: [(f) => report({ userId: f.a.user, plant_ids: [f.b.plant] })],
  },
  "users.updateReport": {
    kind: "scoped-by-id",
    attacks: [
      (f) => report({ userId: f.b.user, reportId: f.b.report }),
      (f) => report({ userId: f.a.user, reportId: f.b.report }),
    ],
  },
  "users.deleteReport": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ userId: f.b.user, reportId: f.b.report }),
      (f) => ({ userId: f.a.user, reportId: f.b.report }),
    ],
  },
  "users.startReport": {
    kind: "scoped-by-id",
    attacks: [
      (f) => ({ userId: f.b.user, reportId: f.b.report }),
      (f) => ({ userId: f.a.user, reportId: f.b.report }),
    ],
  },

  ...SIGNAL_ENTRIES,
  ...REPORT_ENTRIES,
  ...NOTIFICATION_ENTRIES,
  ...ALARM_ENTRIES,
  ...MAINTENANCE_ENTRIES,
  ...SEARCH_ENTRIES,
  ...ANALYSIS_ENTRIES,
  ...SUCCESS_ENTRIES,
  ...RFQ_ENTRIES,
  ...REQUISITION_ANALYTICS_ENTRIES,
  ...REQUISITION_RECORD_ENTRIES,
};

const procedurePaths = Object.keys(
  (appRouter._def as unknown as { procedures: Record<string, unknown> }).procedures,
).sort();
const withKind = (kind: Entry["kind"]) => procedurePaths.filter((p) => REGISTRY[p]?.kind === kind);

type AnyCaller = Record<string, unknown>;
function procedureAt(caller: AnyCaller, path: string): (input: unknown) => Promise<unknown> {
  return path.split(".").reduce<unknown>((node, key) => (node as AnyCaller)[key], caller) as (
    input: unknown,
  ) => Promise<unknown>;
}

/** Runs a call, giving back its result or the tRPC error code (anything else fails the test). */
async function outcome(
  run: () => Promise<unknown>,
): Promise<{ ok: true; value: unknown } | { ok: false; code: string; text: string }> {
  try {
    return { ok: true, value: await run() };
  } catch (error) {
    if (!(error instanceof TRPCError)) throw error;
    return {
      ok: false,
      code: error.code,
      text: JSON.stringify({ message: error.message, cause: String(error.cause ?? "") }),
    };
  }
}

describe("isolation registry", () => {
  it("classifies every procedure of the router (a new one must be classified here)", () => {
    const unclassified = procedurePaths.filter((p) => !(p in REGISTRY));
    expect(unclassified, "procedures without an isolation classification").toEqual([]);
    expect(procedurePaths.length).toBeGreaterThan(0);
  });

  it("names no procedure that does not exist", () => {
    expect(Object.keys(REGISTRY).filter((p) => !procedurePaths.includes(p))).toEqual([]);
  });
});

describe.each(testDrivers())("tenant isolation of every procedure on %s", (driver) => {
  let handle: DatabaseHandle;
  let f: Fixtures;
  let caller: AnyCaller;

  beforeAll(async () => {
    handle = await createTestDatabase(driver);
    const hash = await hashPassword("Isolation#2026");
    f = { a: await createTenant(handle.db, "alfa", hash), b: await createTenant(handle.db, B_MARK, hash) };
    const { session } = await createSession(handle.db, f.a.admin);
    const user = await loadAuthUser(handle.db, f.a.admin);
    if (!user) throw new Error("fixture admin did not load");
    const ctx: Context = {
      db: handle.db,
      driver: handle.driver,
      session,
      user,
      scope: null,
      ip: "127.0.0.1",
      userAgent: "isolation-test",
      deviceToken: undefined,
    };
    caller = createCallerFactory(appRouter)(ctx) as unknown as AnyCaller;
    expect(await snapshotOf(handle.db, f.b)).toContain(B_MARK);
  });
  afterAll(async () => {
    await handle?.close();
  });

  const call = (path: string, input: unknown) => outcome(() => procedureAt(caller, path)(input));

  it.each(withKind("scoped-by-id"))(
    "%s refuses B's records with 403/404 and changes nothing",
    async (path) => {
      // Taken per test, so one breach fails its own procedure and not every later one.
      const before = await snapshotOf(handle.db, f.b);
      const entry = REGISTRY[path] as Extract<Entry, { kind: "scoped-by-id" }>;
      for (const [i, attack] of entry.attacks.entries()) {
        const res = await call(path, attack(f));
        expect(res.ok, `attack ${i} of ${path} succeeded: ${JSON.stringify(res)}`).toBe(false);
        if (res.ok) continue;
        expect(["FORBIDDEN", "NOT_FOUND"], `attack ${i} of ${path}`).toContain(res.code);
        expect(res.text.toLowerCase()).not.toContain(B_MARK);
        expect(await snapshotOf(handle.db, f.b), `attack ${i} of ${path} changed B`).toBe(before);
      }
      for (const [i, reference] of (entry.references ?? []).entries()) {
        const res = await call(path, reference(f));
        expect(res.ok, `reference ${i} of ${path} succeeded: ${JSON.stringify(res)}`).toBe(false);
        if (res.ok) continue;
        expect(["FORBIDDEN", "NOT_FOUND", "BAD_REQUEST"], `reference ${i} of ${path}`).toContain(res.code);
        expect(res.text.toLowerCase()).not.toContain(B_MARK);
        expect(await snapshotOf(handle.db, f.b), `reference ${i} of ${path} changed B`).toBe(before);
      }
      if (entry.own) {
        const own = await call(path, entry.own(f));
        expect(own.ok, `${path} on A's own record: ${JSON.stringify(own)}`).toBe(true);
      }
    },
  );

  it.each(withKind("scoped-list"))("%s answers nothing of B", async (path) => {
    // Taken per test, so one breach fails its own procedure and not every later one.
    const before = await snapshotOf(handle.db, f.b);
    const entry = REGISTRY[path] as Extract<Entry, { kind: "scoped-list" }>;
    const res = await call(path, entry.input?.(f));
    if (res.ok) {
      expect(JSON.stringify(res.value ?? null).toLowerCase()).not.toContain(B_MARK);
    } else {
      expect(["FORBIDDEN", "NOT_FOUND"]).toContain(res.code);
    }
    expect(await snapshotOf(handle.db, f.b)).toBe(before);
  });

  it.each(withKind("create"))("%s with B's references is refused or stays inside A", async (path) => {
    // Taken per test, so one breach fails its own procedure and not every later one.
    const before = await snapshotOf(handle.db, f.b);
    const entry = REGISTRY[path] as Extract<Entry, { kind: "create" }>;
    const res = await call(path, entry.input(f));
    if (res.ok) expect(JSON.stringify(res.value ?? null).toLowerCase()).not.toContain(B_MARK);
    else {
      expect(["FORBIDDEN", "NOT_FOUND", "BAD_REQUEST"]).toContain(res.code);
      expect(res.text.toLowerCase()).not.toContain(B_MARK);
    }
    expect(await snapshotOf(handle.db, f.b), `${path} changed B`).toBe(before);
  });

  it.each(withKind("internal-only"))("%s is refused to a customer holding every permission", async (path) => {
    // Taken per test, so one breach fails its own procedure and not every later one.
    const before = await snapshotOf(handle.db, f.b);
    const entry = REGISTRY[path] as Extract<Entry, { kind: "internal-only" }>;
    const res = await call(path, entry.input?.(f));
    expect(res.ok ? "succeeded" : res.code).toBe("FORBIDDEN");
    expect(await snapshotOf(handle.db, f.b)).toBe(before);
  });

  it.each(
    withKind("self").filter((p) => {
      const e = REGISTRY[p] as Extract<Entry, { kind: "self" }>;
      return e.attack !== undefined || e.read !== undefined;
    }),
  )("%s acts on the caller only", async (path) => {
    // Taken per test, so one breach fails its own procedure and not every later one.
    const before = await snapshotOf(handle.db, f.b);
    const entry = REGISTRY[path] as Extract<Entry, { kind: "self" }>;
    if (entry.read) {
      const res = await call(path, entry.read(f));
      expect(res.ok).toBe(true);
      if (res.ok) expect(JSON.stringify(res.value).toLowerCase()).not.toContain(B_MARK);
    }
    if (entry.attack) {
      const res = await call(path, entry.attack(f));
      expect(res.ok ? "succeeded" : res.code).toMatch(/^(FORBIDDEN|NOT_FOUND)$/);
    }
    expect(await snapshotOf(handle.db, f.b)).toBe(before);
  });
});
