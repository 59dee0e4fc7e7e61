import { decodeHex, encodeHexLowerCase } from "@oslojs/encoding";
import { type Database, rowsOf, schema } from "@plantwise/db";
import {
  type AccessRole,
  type AccessUser,
  type AppSection,
  effectiveRole,
  type PlatformRole,
  PlatformRole as PlatformRoles,
  type RoleType,
  RoleType as RoleTypes,
  type SecondFactorMethod,
  secondFactorForced,
  secondFactorPolicyApplies,
} from "@plantwise/shared";
import { eq, sql } from "drizzle-orm";
import { hashSecret, secretMatches, splitToken } from "../lib/tokens";
import { keepSessionAlive, type Session } from "./sessions";

const { plants, userPlants } = schema;

export interface PlantSummary {
  id: number;
  name: string;
  time_zone: string;
  company_id: number;
}

/** What the web app and the REST `GET /auth/user` know about the signed-in user. */
export interface AuthUser extends AccessUser {
  email: string;
  first_name: string;
  last_name: string;
  full_name: string;
  language: number;
  measuring_system: number;
  company_id: number | null;
  company: { id: number; name: string; enabled_menu_sections: string[] | null } | null;
  plants: PlantSummary[];
  /** The plant the dashboard opens on (see homePlantOf); null without plants. */
  home_plant_id: number | null;
  /** True when policy demands a second factor this user has not enabled and this device is not trusted. */
  mfa_required: boolean;
  /** Until when this device may skip the MFA requirement (spec §6: 7 days), or null. */
  mfa_trusted_until: string | null;
  /** The second factor in use, or null while MFA is off. */
  mfa_method: SecondFactorMethod | null;
  phone: string | null;
  phone_verified: boolean;
  /** False when the own or the temp role is flagged is_forced_mfa (spec §6). */
  can_disable_mfa: boolean;
}

/**
 * Tenant scope (ARCHITECTURE.md): developers and provider staff see everything, corporate users
 * every plant of their company, everyone else the plants they belong to.
 */
export type Scope =
  | { kind: "all" }
  | { kind: "company"; companyId: number; plantIds: number[] }
  | { kind: "plants"; companyId: number | null; plantIds: number[] };

/** What the one statement of `authStatement` answers, as JSON. */
interface AuthRow {
  session: {
    id: string;
    user_id: number;
    secret_hash: string;
    created_at: string;
    last_verified_at: string;
  } | null;
  user: {
    id: number;
    type: number | null;
    role_id: number;
    temp_role_id: number | null;
    email: string;
    first_name: string;
    last_name: string;
    language: number;
    measuring_system: number;
    company_id: number | null;
    is_mfa_enabled: boolean;
    mfa_method: string | null;
    phone: string | null;
    phone_verified: boolean;
    last_plant_id: number | null;
  } | null;
  roles: (Omit<AccessRole, "permissions"> & { permissions: AccessRole["permissions"] })[] | null;
  company: AuthUser["company"];
  scope_kind: Scope["kind"] | null;
  scope_ids: number[] | null;
  plants: PlantSummary[] | null;
  /** Visible plants holding items or sensors, by name; asked only when the last plant no longer counts. */
  with_data: number[] | null;
  trusted_until: string | null;
}

/**
 * Everything a request needs to know about its caller — the session, the user (never the password
 * hash), both roles with their permissions, the company, the tenant scope, the plants and the
 * device's trust — in one statement, so signing a request in costs one round trip. Keyed by a
 * session id (every request) or a user id (jobs, a changed profile).
 */
function authStatement(
  key: { sessionId: string } | { userId: number },
  deviceTokenHash: string | null,
  now: Date,
) {
  const userWhere = "sessionId" in key ? sql`"id" = (select "user_id" from "s")` : sql`"id" = ${key.userId}`;
  const sessionWhere = "sessionId" in key ? sql`"id" = ${key.sessionId}` : sql`false`;
  return sql`
    with "s" as (
      select "id", "user_id", encode("secret_hash", 'hex') as "secret_hash", "created_at", "last_verified_at"
      from "sessions" where ${sessionWhere}
    ),
    "u" as (select * from "users" where ${userWhere} and "is_active"),
    "r" as (
      select "ro"."id", "ro"."name", "ro"."type", "ro"."platform_role", "ro"."is_technic",
        "ro"."is_requisitioner", "ro"."is_fab_shop_manager", "ro"."is_forced_mfa",
        coalesce((
          select json_agg(json_build_object(
            'app_section', "p"."app_section", 'is_viewing', "p"."is_viewing",
            'is_creating', "p"."is_creating", 'is_updating', "p"."is_updating",
            'is_deleting', "p"."is_deleting", 'is_archiving', "p"."is_archiving"
          ) order by "p"."app_section")
          from "role_permissions" "p" where "p"."role_id" = "ro"."id"
        ), '[]'::json) as "permissions"
      from "roles" "ro"
      where "ro"."id" = (select "role_id" from "u") or "ro"."id" = (select "temp_role_id" from "u")
    ),
    "k" as (
      select case
        when "a"."type" in (${RoleTypes.DEVELOPER}, ${RoleTypes.INDUSTRIAL_MATRIX}) then 'all'
        when "a"."platform_role" = ${PlatformRoles.CORPORATE} and "u"."company_id" is not null then 'company'
        else 'plants' end as "kind"
      from "r" "a", "u" where "a"."id" = coalesce("u"."temp_role_id", "u"."role_id")
    ),
    "ids" as (
      select "p"."id" from "plants" "p"
      where (select "kind" from "k") = 'company' and "p"."company_id" = (select "company_id" from "u")
      union all
      select "up"."plant_id" from "user_plants" "up"
      where (select "kind" from "k") = 'plants' and "up"."user_id" = (select "id" from "u")
    ),
    "v" as (
      select "p"."id", "p"."name", "p"."time_zone", "p"."company_id" from "plants" "p"
      where "p"."archived_at" is null
        and ((select "kind" from "k") = 'all' or "p"."id" in (select "id" from "ids"))
    )
    select json_build_object(
      'session', (select row_to_json("s") from "s"),
      'user', (select json_build_object(
        'id', "id", 'type', "type", 'role_id', "role_id", 'temp_role_id', "temp_role_id",
        'email', "email", 'first_name', "first_name", 'last_name', "last_name",
        'language', "language", 'measuring_system', "measuring_system", 'company_id', "company_id",
        'is_mfa_enabled', "is_mfa_enabled", 'mfa_method', "mfa_method", 'phone', "phone",
        'phone_verified', "phone_verified_at" is not null, 'last_plant_id', "last_plant_id"
      ) from "u"),
      'roles', (select json_agg("r") from "r"),
      'company', (
        select json_build_object('id', "c"."id", 'name', "c"."name", 'enabled_menu_sections', "c"."enabled_menu_sections")
        from "companies" "c" where "c"."id" = (select "company_id" from "u")
      ),
      'scope_kind', (select "kind" from "k"),
      'scope_ids', (select json_agg("id") from "ids"),
      'plants', (select json_agg("v" order by "v"."name") from "v"),
      'with_data', (
        select json_agg("v"."id" order by "v"."name") from "v"
        where not exists (select 1 from "v" "w" where "w"."id" = (select "last_plant_id" from "u"))
          and (exists (select 1 from "equipment_items" "i" where "i"."plant_id" = "v"."id")
            or exists (select 1 from "sensors" "sn" where "sn"."plant_id" = "v"."id"))
      ),
      'trusted_until', (
        select max("t"."expires_at") from "trusted_devices" "t"
        where "t"."user_id" = (select "id" from "u")
          and "t"."token_hash" = decode(${deviceTokenHash ?? ""}, 'hex')
          and "t"."expires_at" > ${now.toISOString()}::timestamptz
      )
    )::text as "auth"`;
}

async function readAuthRow(
  db: Database,
  key: { sessionId: string } | { userId: number },
  deviceToken: string | undefined,
  now: Date,
): Promise<AuthRow | null> {
  const deviceHash =
    deviceToken && /^[a-z2-7]{32}$/.test(deviceToken) ? encodeHexLowerCase(hashSecret(deviceToken)) : null;
  const [row] = rowsOf<{ auth: string }>(await db.execute(authStatement(key, deviceHash, now)));
  return row ? (JSON.parse(row.auth) as AuthRow) : null;
}

/** The caller a row describes, with the tenant scope beside it; null when the user cannot sign in. */
function authUserOf(row: AuthRow, now: Date): { user: AuthUser; scope: Scope } | null {
  const u = row.user;
  if (!u) return null;
  const roleOf = (id: number | null): AccessRole | null => {
    const r = id === null ? undefined : row.roles?.find((x) => x.id === id);
    return r
      ? {
          id: r.id,
          name: r.name,
          type: r.type as RoleType,
          platform_role: (r.platform_role ?? null) as PlatformRole | null,
          is_technic: r.is_technic,
          is_requisitioner: r.is_requisitioner,
          is_fab_shop_manager: r.is_fab_shop_manager,
          is_forced_mfa: r.is_forced_mfa,
          permissions: r.permissions.map((p) => ({ ...p, app_section: p.app_section as AppSection })),
        }
      : null;
  };
  const role = roleOf(u.role_id);
  if (!role) return null;
  const access: AccessUser = {
    id: u.id,
    type: u.type,
    role,
    temp_role: roleOf(u.temp_role_id),
    is_mfa_enabled: u.is_mfa_enabled,
  };
  const plantIds = row.scope_ids ?? [];
  const scope: Scope =
    row.scope_kind === "all"
      ? { kind: "all" }
      : row.scope_kind === "company" && u.company_id !== null
        ? { kind: "company", companyId: u.company_id, plantIds }
        : { kind: "plants", companyId: u.company_id, plantIds };
  const plantRows = row.plants ?? [];
  const trustedUntil = row.trusted_until ? new Date(row.trusted_until) : null;
  const forced = secondFactorForced(access);
  // A trusted device defers the plant-admin requirement; a forced-MFA role is never deferred.
  const deferred = trustedUntil !== null && !forced;
  const user: AuthUser = {
    ...access,
    email: u.email,
    first_name: u.first_name,
    last_name: u.last_name,
    full_name: `${u.first_name} ${u.last_name}`.trim(),
    language: u.language,
    measuring_system: u.measuring_system,
    company_id: u.company_id,
    company: row.company ?? null,
    plants: plantRows,
    home_plant_id: homePlantOf(u.last_plant_id, plantRows, row.with_data ?? []),
    mfa_required: !u.is_mfa_enabled && secondFactorPolicyApplies(access, now) && !deferred,
    mfa_trusted_until: trustedUntil?.toISOString() ?? null,
    mfa_method:
      u.is_mfa_enabled && (u.mfa_method === "authenticator" || u.mfa_method === "sms") ? u.mfa_method : null,
    phone: u.phone,
    phone_verified: u.phone !== null && u.phone_verified,
    can_disable_mfa: !forced,
  };
  return { user, scope };
}

export async function loadAuthUser(
  db: Database,
  userId: number,
  options: { deviceToken?: string | undefined; now?: Date } = {},
): Promise<AuthUser | null> {
  const now = options.now ?? new Date();
  const row = await readAuthRow(db, { userId }, options.deviceToken, now);
  return row ? (authUserOf(row, now)?.user ?? null) : null;
}

export interface SignedIn {
  session: Session;
  user: AuthUser;
  scope: Scope;
}

/**
 * The caller behind a bearer token, in one statement: null when the token is malformed, unknown,
 * wrong or expired, or its user is deactivated. Expiry as `validateSessionToken`, judged on the
 * row that statement read: a session past its absolute lifetime (from `created_at`) or idle past
 * the timeout is deleted, and its last use is written at most once an hour.
 */
export async function signInWithToken(
  db: Database,
  token: string,
  options: { deviceToken?: string | undefined; now?: Date } = {},
): Promise<SignedIn | null> {
  const parts = splitToken(token);
  if (!parts) return null;
  const now = options.now ?? new Date();
  const row = await readAuthRow(db, { sessionId: parts.id }, options.deviceToken, now);
  const stored = row?.session;
  if (!row || !stored || !secretMatches(parts.secret, decodeHex(stored.secret_hash))) return null;
  const session = await keepSessionAlive(
    db,
    {
      id: stored.id,
      created_at: new Date(stored.created_at),
      last_verified_at: new Date(stored.last_verified_at),
    },
    now,
  );
  if (!session) return null;
  const signedIn = authUserOf(row, now);
  if (!signedIn) return null;
  return {
    session: { id: stored.id, userId: stored.user_id, createdAt: new Date(stored.created_at), ...session },
    ...signedIn,
  };
}

/**
 * The plant a user's dashboard opens on: the one they last chose while it is still theirs; else
 * the first of their plants (by name) holding items or sensors, so a newcomer lands where there is
 * something to see; else the first. Null without plants.
 */
function homePlantOf(
  lastPlantId: number | null,
  plantRows: readonly PlantSummary[],
  withData: readonly number[],
): number | null {
  if (lastPlantId !== null && plantRows.some((p) => p.id === lastPlantId)) return lastPlantId;
  const first = plantRows[0];
  if (!first || plantRows.length === 1) return first?.id ?? null;
  return withData[0] ?? first.id;
}

export async function scopeFor(db: Database, user: AccessUser, companyId: number | null): Promise<Scope> {
  const role = effectiveRole(user);
  if (role.type === RoleTypes.DEVELOPER || role.type === RoleTypes.INDUSTRIAL_MATRIX) return { kind: "all" };
  if (role.platform_role === PlatformRoles.CORPORATE && companyId !== null) {
    const rows = await db.select({ id: plants.id }).from(plants).where(eq(plants.company_id, companyId));
    return { kind: "company", companyId, plantIds: rows.map((r) => r.id) };
  }
  const rows = await db
    .select({ id: userPlants.plant_id })
    .from(userPlants)
    .where(eq(userPlants.user_id, user.id));
  return { kind: "plants", companyId, plantIds: rows.map((r) => r.id) };
}
