import { router } from "../trpc";
import { addCaptureNote } from "./add-capture-note";
import { createBand } from "./create-band";
import { deleteBand } from "./delete-band";
import { deleteCaptureNote } from "./delete-capture-note";
import { compare } from "./get-compare";
import { waterfall } from "./get-waterfall";
import { bands } from "./list-bands";
import { setBaseline } from "./set-baseline";
import { setCaptureSpeed } from "./set-capture-speed";
import { setKinematics } from "./set-kinematics";
import { updateBand } from "./update-band";
import { updateCaptureNote } from "./update-capture-note";

/** The analyst's workbench: capture history, compare and waterfall, spectral bands, item kinematics. */
export const analysisRouter = router({
  setBaseline,
  setCaptureSpeed,
  addCaptureNote,
  updateCaptureNote,
  deleteCaptureNote,
  compare,
  waterfall,
  setKinematics,
  bands,
  createBand,
  updateBand,
  deleteBand,
});
