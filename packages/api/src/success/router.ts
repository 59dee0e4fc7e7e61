import { router } from "../trpc";
import { deleteMeeting } from "./delete-meeting";
import { deleteOnePager } from "./delete-one-pager";
import { getSuccessDashboard } from "./get-dashboard";
import { getMeeting, lastMeeting } from "./get-meeting";
import { getOnePager, previewOnePagerFigures } from "./get-one-pager";
import { listMeetings } from "./list-meetings";
import { listOnePagers } from "./list-one-pagers";
import { meetingOwners } from "./meeting-owners";
import { meetingRoi } from "./meeting-roi";
import { createMeeting, updateMeeting } from "./save-meeting";
import { createOnePager, updateOnePager } from "./save-one-pager";

/** success.*: the customer-success dashboard, meeting tracker and ROI one-pagers. */
export const successRouter = router({
  dashboard: getSuccessDashboard,
  meetings: router({
    list: listMeetings,
    get: getMeeting,
    create: createMeeting,
    update: updateMeeting,
    delete: deleteMeeting,
    last: lastMeeting,
    roi: meetingRoi,
    owners: meetingOwners,
  }),
  onePagers: router({
    list: listOnePagers,
    get: getOnePager,
    create: createOnePager,
    update: updateOnePager,
    delete: deleteOnePager,
    preview: previewOnePagerFigures,
  }),
});
