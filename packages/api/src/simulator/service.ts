/** The device simulator, as the app's start-up runs it. */
export { startSimulator } from "./index";
