/**
 * Share links of the public chart page /graph/{token} (part 1 §2.1, no sign-in). A link is bound to
 * exactly what was shared: one sensor, one parameter on one axis, a fixed range or "live" (the last
 * 24 hours when opened), who made it and the company. The token is 32 random bytes (base64url),
 * answered once at creation; only its SHA-256 is stored. Links are revoked by hand or expire.
 */
import { createHash, randomBytes } from "node:crypto";
import { schema } from "@plantwise/db";
import {
  createPublicGraphLinkInput,
  type PublicGraphLinkRow,
  publicGraphLinksInput,
  revokePublicGraphLinkInput,
} from "@plantwise/shared";
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { AppError } from "../errors";
import { invalid } from "../lib/fields";
import { TREND_LIMITS } from "../signals/service";
import { permitted } from "../trpc";
import { sensorInScope } from "./fields";

const { publicGraphLinks, users } = schema;

const DAY_MS = 24 * 3600_000;
export const LINK_NOT_FOUND = "Shared chart not found";

/** A fresh token and the hash that is stored of it. */
export function newShareToken(): { token: string; hash: Uint8Array } {
  const token = randomBytes(32).toString("base64url");
  return { token, hash: shareTokenHash(token) };
}

export function shareTokenHash(token: string): Uint8Array {
  return new Uint8Array(createHash("sha256").update(token, "utf8").digest());
}

const sharers = ["edit_dashboard", "create_dashboard"] as const;

type LinkRecord = typeof publicGraphLinks.$inferSelect;

function linkRow(link: LinkRecord, createdBy: string | null, now = new Date()): PublicGraphLinkRow {
  const expired = link.expires_at !== null && link.expires_at <= now;
  return {
    id: link.id,
    sensor_id: link.sensor_id,
    parameter_type: link.parameter_type,
    axis: link.axis,
    from: link.range_from?.getTime() ?? null,
    to: link.range_to?.getTime() ?? null,
    created_at: link.created_at.toISOString(),
    created_by: createdBy,
    expires_at: link.expires_at?.toISOString() ?? null,
    revoked_at: link.revoked_at?.toISOString() ?? null,
    active: link.revoked_at === null && !expired,
  };
}

/** sensors.createPublicGraphLink: the link, with its token (shown this once). */
export const createPublicGraphLink = permitted(sharers, "any")
  .input(createPublicGraphLinkInput)
  .mutation(async ({ ctx, input }) => {
    const sensor = await sensorInScope(ctx.db, ctx.scope, input.sensor_id);
    if ((input.from === undefined) !== (input.to === undefined)) {
      throw invalid(input.from === undefined ? "from" : "to", "Required for a custom range");
    }
    if (input.from !== undefined && input.to !== undefined) {
      if (input.from >= input.to) throw invalid("to", "Must be after from");
      if (input.to - input.from > TREND_LIMITS.maxRangeMs) {
        throw invalid("to", "The range may span at most 5 years");
      }
    }
    const now = new Date();
    const { token, hash } = newShareToken();
    const [link] = await ctx.db
      .insert(publicGraphLinks)
      .values({
        company_id: sensor.company_id,
        sensor_id: sensor.id,
        parameter_type: input.parameter_type,
        axis: input.axis,
        token_hash: hash,
        range_from: input.from === undefined ? null : new Date(input.from),
        range_to: input.to === undefined ? null : new Date(input.to),
        created_by: ctx.user.id,
        created_at: now,
        expires_at: input.expires_in_days ? new Date(now.getTime() + input.expires_in_days * DAY_MS) : null,
      })
      .returning();
    const name = `${ctx.user.first_name} ${ctx.user.last_name}`.trim();
    return { ...linkRow(link!, name, now), token, path: `/graph/${token}` };
  });

/** sensors.publicGraphLinks: a sensor's share links, newest first, without their tokens. */
export const listPublicGraphLinks = permitted(sharers, "any")
  .input(publicGraphLinksInput)
  .query(async ({ ctx, input }) => {
    const sensor = await sensorInScope(ctx.db, ctx.scope, input.sensor_id);
    const rows = await ctx.db
      .select({
        link: publicGraphLinks,
        created_by: sql<string | null>`nullif(trim(${users.first_name} || ' ' || ${users.last_name}), '')`,
      })
      .from(publicGraphLinks)
      .leftJoin(users, eq(users.id, publicGraphLinks.created_by))
      .where(eq(publicGraphLinks.sensor_id, sensor.id))
      .orderBy(desc(publicGraphLinks.created_at), desc(publicGraphLinks.id));
    const now = new Date();
    return { data: rows.map((r) => linkRow(r.link, r.created_by, now)) };
  });

/** sensors.revokePublicGraphLink: the link stops working at once; revoking twice changes nothing. */
export const revokePublicGraphLink = permitted(sharers, "any")
  .input(revokePublicGraphLinkInput)
  .mutation(async ({ ctx, input }) => {
    const [link] = await ctx.db
      .select({ sensor_id: publicGraphLinks.sensor_id })
      .from(publicGraphLinks)
      .where(eq(publicGraphLinks.id, input.id));
    if (!link) throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
    // Another tenant's link answers exactly like a link that does not exist.
    await sensorInScope(ctx.db, ctx.scope, link.sensor_id).catch(() => {
      throw new AppError("NOT_FOUND", LINK_NOT_FOUND);
    });
    await ctx.db
      .update(publicGraphLinks)
      .set({ revoked_at: new Date() })
      .where(and(eq(publicGraphLinks.id, input.id), isNull(publicGraphLinks.revoked_at)));
    return { status: "ok" as const, id: input.id };
  });
