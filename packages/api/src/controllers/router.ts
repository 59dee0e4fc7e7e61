import { router } from "../trpc";
import { listCommands, sendCommand } from "./commands";
import { deleteController } from "./delete-controller";
import { getController, listControllers } from "./list-controllers";
import { createController, rotateToken, updateController } from "./save-controller";

/** Controllers (gateways), their device tokens and commands (tRPC only: the spec documents no REST path). */
export const controllersRouter = router({
  list: listControllers,
  get: getController,
  create: createController,
  update: updateController,
  delete: deleteController,
  rotateToken,
  sendCommand,
  commands: listCommands,
});
