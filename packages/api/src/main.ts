import { DEMO_PASSWORD, migrateDatabase, openDatabase, seedDatabase } from "@plantwise/db";
import { deleteExpiredSessions } from "./auth/sessions";
import { ConfigError, readConfig } from "./config";
import { createApp } from "./server";

async function main(): Promise<void> {
  const config = readConfig();
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(handle);
  const seeded = await seedDatabase(handle.db, { demoUsers: config.seedDemo, admin: config.admin });

  const app = createApp({ db: handle.db, driver: handle.driver });
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;

  console.log(`Plantwise is running at http://${shownHost}:${port}`);
  console.log(`Database: ${handle.driver} (${handle.location})`);
  if (config.seedDemo) {
    console.log(`Demo sign-in: plantadmin@plantwise.demo / ${DEMO_PASSWORD}`);
    console.log(
      "  (also superadmin, plantuser, distributor, superintendent, oee, corporate @plantwise.demo)",
    );
  }
  if (seeded.createdUsers.length > 0) console.log(`Created users: ${seeded.createdUsers.join(", ")}`);

  const sweep = setInterval(() => {
    deleteExpiredSessions(handle.db).catch((error) => console.error("[sessions] sweep failed", error));
  }, 3600_000);
  sweep.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    clearInterval(sweep);
    server.close(() => {
      handle.close().finally(() => process.exit(0));
    });
    server.closeAllConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

main().catch((error) => {
  if (error instanceof ConfigError) console.error(`Configuration error: ${error.message}`);
  else console.error("Plantwise failed to start:", error);
  process.exit(1);
});
