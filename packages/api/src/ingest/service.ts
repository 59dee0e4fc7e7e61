/** What other domains and the app's composition may use of gateway ingest. */
export { newDeviceToken } from "./device-token";
export { startMqttIngest } from "./mqtt";
export { ingestRoutes } from "./routes";
