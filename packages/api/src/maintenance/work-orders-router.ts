import { router } from "../trpc";
import { deleteWorkOrder } from "./delete-work-order";
import { getWorkOrder } from "./get-work-order";
import { listWorkOrderPeople } from "./list-work-order-people";
import { listItemRepairs, listWorkOrderLogs, listWorkOrders, workOrderCalendar } from "./list-work-orders";
import { createWorkOrder, updateWorkOrder } from "./save-work-order";
import { addChecklistItem, removeChecklistItem, toggleChecklistItem } from "./work-order-checklist";
import { addWorkOrderComment, addWorkOrderLabour, removeWorkOrderLabour } from "./work-order-labour";
import { addWorkOrderPart, removeWorkOrderPart } from "./work-order-parts";
import {
  closeMultiple,
  closeWorkOrder,
  completeMultiple,
  inWorkMultiple,
  openWorkOrder,
  takeWorkOrder,
} from "./work-order-transitions";

/** maintenance.workOrders.*: work orders, the log, the calendar, status actions and the order's children. */
export const workOrdersRouter = router({
  list: listWorkOrders,
  logs: listWorkOrderLogs,
  calendar: workOrderCalendar,
  repairs: listItemRepairs,
  people: listWorkOrderPeople,
  get: getWorkOrder,
  create: createWorkOrder,
  update: updateWorkOrder,
  delete: deleteWorkOrder,
  take: takeWorkOrder,
  inWorkMultiple,
  completeMultiple,
  close: closeWorkOrder,
  closeMultiple,
  open: openWorkOrder,
  toggleChecklistItem,
  addChecklistItem,
  removeChecklistItem,
  addPart: addWorkOrderPart,
  removePart: removeWorkOrderPart,
  addLabour: addWorkOrderLabour,
  removeLabour: removeWorkOrderLabour,
  addComment: addWorkOrderComment,
});
