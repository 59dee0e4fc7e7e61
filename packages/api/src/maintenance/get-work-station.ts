import { schema } from "@plantwise/db";
import { workStationRow } from "@plantwise/shared";
import { firstOr404 } from "../lib/found";
import { idInput } from "../lib/input";
import { permitted } from "../trpc";
import { ownedInScope } from "./reference-rows";
import { selectWorkStations } from "./work-station-rows";

const { workStations } = schema;

export const getWorkStation = permitted("view_work_stations")
  .input(idInput)
  .output(workStationRow)
  .query(({ ctx, input }) =>
    firstOr404(
      selectWorkStations(ctx.db).where(ownedInScope(workStations, input.id, ctx.scope)),
      "Work station",
    ),
  );
