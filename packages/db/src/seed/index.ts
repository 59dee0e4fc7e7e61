/**
 * Brings a database to its seeded state. Every deployment gets the starter set (starter/): the
 * platform roles and the shared library. The demo (demo/) — companies, plants, users, an asset
 * hierarchy, gateways, sensors and a month of maintenance — comes only with the demo users.
 */
import { PlatformRole } from "@plantwise/shared";
import type { Database } from "../client";
import { hashPassword } from "../passwords";
import { seedAdmin } from "./admin";
import { seedDemoHierarchy } from "./demo/hierarchy";
import { SECOND_TENANT_HIERARCHY } from "./demo/hierarchy.data";
import { seedDemoMaintenance } from "./demo/maintenance";
import { seedDemoNotificationSettings } from "./demo/notification-settings";
import { seedDemoRequisitions } from "./demo/requisitions";
import { seedDemoRfqs } from "./demo/rfqs";
import { seedDemoSensors } from "./demo/sensors";
import { seedDemoSuccess } from "./demo/success";
import { DEMO_PASSWORD, seedDemoTenants } from "./demo/tenants";
import { seedSharedLibrary } from "./starter/library";
import { seedPlatformRoles } from "./starter/roles";

export { DEMO_CONTROLLERS } from "./demo/gateways/index";
export type { DemoControllerSeed, DemoMachineKind, DemoSensorSeed } from "./demo/sensor-specs";
export {
  DEMO_COMPANY,
  DEMO_EMAIL_DOMAIN,
  DEMO_PASSWORD,
  DEMO_PLANTS,
  demoEmail,
  SECOND_COMPANY,
  SECOND_COMPANY_USERS,
  SECOND_PLANT,
} from "./demo/tenants";
export { ROLE_PROFILES } from "./starter/role-profiles";

export interface SeedOptions {
  /** Create the demo company's users with the published password (embedded mode or SEED_DEMO=1). */
  demoUsers: boolean;
  /** A server deployment's first super admin, from ADMIN_EMAIL / ADMIN_PASSWORD. */
  admin?: { email: string; password: string } | undefined;
}

export interface SeedResult {
  createdUsers: string[];
}

/**
 * Idempotent: everything is looked up before it is created, and nothing existing is overwritten,
 * so it runs at every start-up.
 */
export async function seedDatabase(db: Database, options: SeedOptions): Promise<SeedResult> {
  const createdUsers: string[] = [];
  const passwordHash = options.demoUsers ? await hashPassword(DEMO_PASSWORD) : null;
  const adminHash = options.admin ? await hashPassword(options.admin.password) : null;

  await db.transaction(async (tx) => {
    const roleIds = await seedPlatformRoles(tx);
    if (options.admin && adminHash) {
      const roleId = roleIds.get(PlatformRole.SUPER_ADMIN)!;
      const created = await seedAdmin(tx, { email: options.admin.email, passwordHash: adminHash, roleId });
      if (created) createdUsers.push(created);
    }
    const library = await seedSharedLibrary(tx);

    if (!options.demoUsers || !passwordHash) return;

    const { demo, second } = await seedDemoTenants(tx, roleIds, passwordHash, createdUsers);
    await seedDemoHierarchy(tx, demo.companyId, demo.plantIds[0]!, library);
    await seedDemoHierarchy(
      tx,
      second.companyId,
      second.plantIds[0]!,
      library,
      SECOND_TENANT_HIERARCHY,
      false,
    );
    await seedDemoSensors(tx, {
      demo: { companyId: demo.companyId, plantId: demo.plantIds[0]! },
      second: { companyId: second.companyId, plantId: second.plantIds[0]! },
    });
    await seedDemoNotificationSettings(tx);
    await seedDemoMaintenance(tx, { company_id: demo.companyId, plant_id: demo.plantIds[0]! });
    await seedDemoRequisitions(tx, { company_id: demo.companyId, plant_id: demo.plantIds[0]! });
    await seedDemoRfqs(tx, { company_id: demo.companyId, plant_id: demo.plantIds[0]! });
    await seedDemoSuccess(tx, { company_id: demo.companyId, plant_id: demo.plantIds[0]! });
  });
  return { createdUsers };
}
