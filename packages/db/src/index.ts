export {
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
  type DatabaseOptions,
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  redactUrl,
  rowsOf,
  type Schema,
} from "./client";
export { listenTo, type Unlisten } from "./listen";
export { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
export * as schema from "./schema/index";
export {
  DEMO_COMPANY,
  DEMO_PASSWORD,
  DEMO_PLANTS,
  demoEmail,
  SECOND_COMPANY,
  type SeedOptions,
  seedDatabase,
} from "./seed/index";
export { ROLE_PROFILES } from "./seed/role-profiles";
export {
  DEMO_CONTROLLERS,
  type DemoControllerSeed,
  type DemoMachineKind,
  type DemoSensorSeed,
} from "./seed/sensors";
export { createTestDatabase, testDrivers } from "./testing";
export { type HourlyRollupKind, hourlyRollupKind } from "./timescale";
