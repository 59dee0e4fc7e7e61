/** What other domains may use of controllers (gateways). */
export { queueCommand } from "./commands";
