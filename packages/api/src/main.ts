import { DEMO_PASSWORD, migrateDatabase, openDatabase, seedDatabase } from "@plantwise/db";
import { initFft } from "@plantwise/dsp";
import { deleteExpiredSessions } from "./access/sessions";
import { registerAlarmJobs } from "./alarms/service";
import { closeDspPool, registerBandJobs } from "./analysis/service";
import { deleteExpiredCodes } from "./auth/service";
import { ConfigError, readConfig } from "./config";
import { configureUploads } from "./equipments/service";
import { startMqttIngest } from "./ingest/service";
import { startDelivery } from "./lib/delivery";
import { startJobRunner } from "./lib/job-runner";
import { setListeningUrl } from "./lib/public-url";
import { deleteOldRateLimitEvents } from "./lib/rate-limit";
import { configureSecretKey, storedSecretsReadable } from "./lib/secrets";
import { registerMaintenanceJobs } from "./maintenance/service";
import { registerNotificationJobs } from "./notifications/service";
import { registerReportJobs } from "./reports/service";
import { createApp } from "./server";
import { startSimulator } from "./simulator/service";

async function main(): Promise<void> {
  const config = readConfig();
  configureSecretKey({ secretKey: config.secretKey, dataDir: config.dataDir });
  configureUploads({ dataDir: config.dataDir });
  const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrateDatabase(handle);
  if (!(await storedSecretsReadable(handle.db))) {
    console.error(
      "SECRET_KEY: this key does not decrypt the stored authenticator secrets; users with an authenticator " +
        "app cannot sign in until every API process has the key they were saved with",
    );
  }
  const seeded = await seedDatabase(handle.db, { demoUsers: config.seedDemo, admin: config.admin });

  // Spectra are computed in-process: load the WASM SIMD FFT once (the JS FFT is the fallback).
  const fftBackend = await initFft();
  // E-mail and SMS delivery, the same for an embedded database and a database server.
  const delivery = startDelivery(handle.db, config);
  const app = createApp(
    { db: handle.db, driver: handle.driver, sms: delivery.sms },
    { webDist: config.webDist, trustProxy: config.trustProxy },
  );
  const server = app.listen(config.port, config.host);
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;

  setListeningUrl(`http://${shownHost}:${port}`);
  console.log(`Plantwise is running at http://${shownHost}:${port}`);
  console.log(`Database: ${handle.driver} (${handle.location})`);
  if (config.seedDemo) {
    console.log(`Demo sign-in: plantadmin@plantwise.demo / ${DEMO_PASSWORD}`);
    console.log(
      "  (also superadmin, plantuser, distributor, superintendent, oee, corporate @plantwise.demo)",
    );
  }
  console.log(delivery.email ? "E-mail: sent through SMTP_URL" : "E-mail: kept in the outbox (no SMTP_URL)");
  console.log(
    delivery.smsGateway
      ? "SMS: sent through SMS_WEBHOOK_URL"
      : "SMS: kept in the outbox (no SMS_WEBHOOK_URL)",
  );
  if (seeded.createdUsers.length > 0) console.log(`Created users: ${seeded.createdUsers.join(", ")}`);

  const simulator =
    config.seedDemo && process.env.SIMULATOR !== "off"
      ? startSimulator({
          db: handle.db,
          baseUrl: `http://${config.host === "0.0.0.0" || config.host === "::" ? "127.0.0.1" : config.host}:${port}`,
        })
      : null;
  const mqttIngest = config.mqttUrl ? startMqttIngest({ db: handle.db, url: config.mqttUrl }) : null;
  // Not awaited: the client keeps reconnecting to the broker on its own.
  mqttIngest?.ready.then(
    () => console.log("MQTT ingest: subscribed to plantwise/+/ingest"),
    (error) => console.error("[ingest/mqtt]", error),
  );
  console.log(`FFT: ${fftBackend}`);
  if (simulator) {
    console.log("Simulator: playing the demo gateways (SIMULATOR=off switches it off)");
    void simulator.ready.then(() =>
      console.log("Simulator: ready (demo history in place, live readings flowing)"),
    );
  }

  // Alarm evaluation catch-up and offline sweeps, daily summaries and scheduled reports: jobs in the
  // database, so a restart loses none and sends none twice (jobs/runner.ts).
  registerAlarmJobs();
  registerNotificationJobs();
  registerReportJobs();
  registerMaintenanceJobs();
  registerBandJobs();
  const jobRunner = startJobRunner(handle.db);

  const sweep = setInterval(() => {
    deleteExpiredSessions(handle.db).catch((error) => console.error("[sessions] sweep failed", error));
    deleteOldRateLimitEvents(handle.db).catch((error) => console.error("[rate-limit] sweep failed", error));
    deleteExpiredCodes(handle.db).catch((error) => console.error("[mfa] sweep failed", error));
  }, 3600_000);
  sweep.unref();

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: shutting down`);
    clearInterval(sweep);
    delivery.stop();
    // The simulator's in-flight post finishes before connections close.
    void Promise.all([simulator?.stop(), mqttIngest?.stop(), jobRunner.stop()]).finally(() => {
      void closeDspPool();
      server.close(() => {
        handle.close().finally(() => process.exit(0));
      });
      server.closeAllConnections();
    });
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
