export {
  type Database,
  type DatabaseDriver,
  type DatabaseHandle,
  type DatabaseOptions,
  migrateDatabase,
  migrationsFolder,
  openDatabase,
  type Reader,
  redactUrl,
  rowsOf,
  type Schema,
  type Tx,
} from "./client";
export { listenTo, type Unlisten } from "./listen";
export { dummyPasswordHash, hashPassword, verifyPassword } from "./passwords";
export * as schema from "./schema/index";
export {
  DEMO_COMPANY,
  DEMO_CONTROLLERS,
  DEMO_PASSWORD,
  DEMO_PLANTS,
  type DemoControllerSeed,
  type DemoMachineKind,
  type DemoSensorSeed,
  demoEmail,
  ROLE_PROFILES,
  SECOND_COMPANY,
  SECOND_PLANT,
  type SeedOptions,
  seedDatabase,
} from "./seed/index";
export { createScratchDatabase, createTestDatabase, testDrivers } from "./testing";
export { type HourlyRollupKind, hourlyRollupKind } from "./timescale";
