/**
 * The public single-chart page /graph/{token} (part 1 §2.1, no sign-in; the spec's route keeps its
 * place, its parameter is now a share token: public-graph-links.ts). The token names exactly one
 * chart, and the answer is that chart's data and the sensor's name, nothing else. An unknown,
 * malformed, revoked or expired token, or one whose sensor was archived, is the same NOT_FOUND, and
 * every request counts against a per-IP limit, so tokens cannot be guessed at speed.
 */
import { schema } from "@plantwise/db";
import { publicGraphInput } from "@plantwise/shared";
import { and, eq, gt, isNull, or } from "drizzle-orm";
import { AppError } from "../errors";
import { consumeLimit, LIMITS } from "../lib/rate-limit";
import { queryTrend } from "../signals/service";
import { publicProcedure } from "../trpc";
import { shareTokenHash } from "./public-graph-links";

const { publicGraphLinks, sensors } = schema;

const LIVE_MS = 24 * 3600_000;
const PUBLIC_GRAPH_WIDTH = 800;
const GRAPH_NOT_FOUND = "Graph not found";

export const publicGraph = publicProcedure.input(publicGraphInput).query(async ({ ctx, input }) => {
  await consumeLimit(ctx.db, LIMITS.publicGraphIp, ctx.ip ?? "unknown");
  const now = new Date();
  const [link] = await ctx.db
    .select({
      sensor_id: publicGraphLinks.sensor_id,
      parameter_type: publicGraphLinks.parameter_type,
      axis: publicGraphLinks.axis,
      range_from: publicGraphLinks.range_from,
      range_to: publicGraphLinks.range_to,
      name: sensors.name,
    })
    .from(publicGraphLinks)
    .innerJoin(sensors, eq(sensors.id, publicGraphLinks.sensor_id))
    .where(
      and(
        eq(publicGraphLinks.token_hash, shareTokenHash(input.token)),
        isNull(publicGraphLinks.revoked_at),
        or(isNull(publicGraphLinks.expires_at), gt(publicGraphLinks.expires_at, now)),
        eq(sensors.is_archived, false),
      ),
    );
  if (!link) throw new AppError("NOT_FOUND", GRAPH_NOT_FOUND);
  const live = link.range_from === null || link.range_to === null;
  const to = live ? now.getTime() : link.range_to!.getTime();
  const from = live ? to - LIVE_MS : link.range_from!.getTime();
  const series = await queryTrend(ctx.db, {
    sensor_id: link.sensor_id,
    parameter_type: link.parameter_type,
    axis: link.axis,
    from,
    to,
    width: PUBLIC_GRAPH_WIDTH,
  });
  return { sensor: { name: link.name }, live, series };
});
