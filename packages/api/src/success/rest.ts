import { crudRoutes } from "../lib/crud-routes";
import type { RestRoute } from "../rest/routes";

/**
 * The documented customer-success paths. `/plants/meeting-trackers/last` and `/roi` have more
 * literal segments than `/plants/meeting-trackers/{id}`, so the route matcher picks them first. The
 * dashboard, the owners of action items and the one-pager preview are tRPC only; the one-pager's PDF
 * is a plain Express download (one-pager-routes.ts).
 */
export const SUCCESS_ROUTES: readonly RestRoute[] = [
  ...crudRoutes("/plants/meeting-trackers", "success.meetings", {
    list: "List meetings with plants, newest first",
    create: "Record a meeting with its attendees, topics, notes, action items and next meeting",
    get: "Get one meeting with its action items and their owners",
    update: "Update a meeting; the action items sent replace its action items",
    delete: "Delete a meeting and its action items",
  }),
  {
    method: "GET",
    path: "/plants/meeting-trackers/last",
    procedure: "success.meetings.last",
    envelope: "data",
    summary: "The latest meeting held with a plant (plant_id), with its action items; null without one",
  },
  {
    method: "GET",
    path: "/plants/meeting-trackers/roi",
    procedure: "success.meetings.roi",
    envelope: "data",
    summary:
      "Value delivered to a plant since its latest meeting (or meeting_id): ROI of the work completed, alarms raised and handled, work orders closed",
  },
  ...crudRoutes("/plants/roi/one-pagers", "success.onePagers", {
    list: "List saved ROI one-pagers, latest period first",
    create: "Save an ROI one-pager of a plant over a period (default the last 7 days)",
    get: "Get one ROI one-pager with its figures computed over its period",
    update: "Update an ROI one-pager's title, plant, period or summary",
    delete: "Delete an ROI one-pager",
  }),
];
