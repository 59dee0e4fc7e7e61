import { type Database, schema } from "@plantwise/db";
import {
  type AccessRole,
  type AccessUser,
  type AppSection,
  effectiveRole,
  MFA_REQUIRED_FROM,
  type PlatformRole,
  PlatformRole as PlatformRoles,
  type RoleType,
  RoleType as RoleTypes,
  type SecondFactorMethod,
} from "@plantwise/shared";
import { and, asc, eq, gt, inArray, isNull, sql } from "drizzle-orm";
import { hashSecret } from "../lib/tokens";

const { companies, plants, rolePermissions, roles, trustedDevices, userPlants, users } = schema;

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
  /** The plant the dashboard opens on (homePlantId); null without plants. */
  home_plant_id: number | null;
  /** True when policy demands a second factor this user has not enabled and this device is not trusted. */
  mfa_required: boolean;
  /** Until when this device may skip the MFA requirement (spec §6: 7 days), or null. */
  mfa_trusted_until: string | null;
  /** The second factor in use, or null while MFA is off. */
  mfa_method: SecondFactorMethod | null;
  phone: string | null;
  phone_verified: boolean;
  /** False when the acting role is flagged is_forced_mfa (spec §6). */
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

async function loadRoles(db: Database, ids: number[]): Promise<Map<number, AccessRole>> {
  if (ids.length === 0) return new Map();
  const roleRows = await db.select().from(roles).where(inArray(roles.id, ids));
  const permRows = await db.select().from(rolePermissions).where(inArray(rolePermissions.role_id, ids));
  return new Map(
    roleRows.map((r) => [
      r.id,
      {
        id: r.id,
        name: r.name,
        type: r.type as RoleType,
        platform_role: (r.platform_role ?? null) as PlatformRole | null,
        is_technic: r.is_technic,
        is_requisitioner: r.is_requisitioner,
        is_fab_shop_manager: r.is_fab_shop_manager,
        is_forced_mfa: r.is_forced_mfa,
        permissions: permRows
          .filter((p) => p.role_id === r.id)
          .map((p) => ({
            app_section: p.app_section as AppSection,
            is_viewing: p.is_viewing,
            is_creating: p.is_creating,
            is_updating: p.is_updating,
            is_deleting: p.is_deleting,
            is_archiving: p.is_archiving,
          })),
      },
    ]),
  );
}

/** Whether policy asks this user for a second factor (spec part 1 §6), ignoring trusted devices. */
export function mfaPolicyApplies(role: AccessRole, now: Date): boolean {
  if (role.is_forced_mfa) return true;
  return role.platform_role === PlatformRoles.PLANT_ADMIN && now >= MFA_REQUIRED_FROM;
}

export async function loadAuthUser(
  db: Database,
  userId: number,
  options: { deviceToken?: string | undefined; now?: Date } = {},
): Promise<AuthUser | null> {
  const now = options.now ?? new Date();
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.is_active, true)));
  if (!user) return null;
  const roleMap = await loadRoles(db, [user.role_id, ...(user.temp_role_id ? [user.temp_role_id] : [])]);
  const role = roleMap.get(user.role_id);
  if (!role) return null;
  const temp_role = user.temp_role_id ? (roleMap.get(user.temp_role_id) ?? null) : null;

  const [company] = user.company_id
    ? await db
        .select({
          id: companies.id,
          name: companies.name,
          enabled_menu_sections: companies.enabled_menu_sections,
        })
        .from(companies)
        .where(eq(companies.id, user.company_id))
    : [];

  const access: AccessUser = {
    id: user.id,
    type: user.type,
    role,
    temp_role,
    is_mfa_enabled: user.is_mfa_enabled,
  };
  const scope = await scopeFor(db, access, user.company_id);
  const plantRows = await db
    .select({ id: plants.id, name: plants.name, time_zone: plants.time_zone, company_id: plants.company_id })
    .from(plants)
    .where(
      scope.kind === "all"
        ? isNull(plants.archived_at)
        : and(isNull(plants.archived_at), inArray(plants.id, scope.plantIds.length ? scope.plantIds : [-1])),
    )
    .orderBy(asc(plants.name));

  let trustedUntil: Date | null = null;
  if (options.deviceToken && /^[a-z2-7]{32}$/.test(options.deviceToken)) {
    const [device] = await db
      .select({ expires_at: trustedDevices.expires_at })
      .from(trustedDevices)
      .where(
        and(
          eq(trustedDevices.user_id, user.id),
          eq(trustedDevices.token_hash, hashSecret(options.deviceToken)),
          gt(trustedDevices.expires_at, now),
        ),
      );
    trustedUntil = device?.expires_at ?? null;
  }
  const acting = effectiveRole(access);
  // A trusted device defers the plant-admin requirement; a forced-MFA role is never deferred.
  const deferred = trustedUntil !== null && !acting.is_forced_mfa;
  const mfa_required = !user.is_mfa_enabled && mfaPolicyApplies(acting, now) && !deferred;

  return {
    ...access,
    email: user.email,
    first_name: user.first_name,
    last_name: user.last_name,
    full_name: `${user.first_name} ${user.last_name}`.trim(),
    language: user.language,
    measuring_system: user.measuring_system,
    company_id: user.company_id,
    company: company ?? null,
    plants: plantRows,
    home_plant_id: await homePlantId(db, user.last_plant_id, plantRows),
    mfa_required,
    mfa_trusted_until: trustedUntil?.toISOString() ?? null,
    mfa_method:
      user.is_mfa_enabled && (user.mfa_method === "authenticator" || user.mfa_method === "sms")
        ? user.mfa_method
        : null,
    phone: user.phone,
    phone_verified: user.phone !== null && user.phone_verified_at !== null,
    can_disable_mfa: !acting.is_forced_mfa,
  };
}

/**
 * The plant a user's dashboard opens on: the one they last chose while it is still theirs; else
 * the first of their plants (by name) holding items or sensors, so a newcomer lands where there is
 * something to see; else the first. Null without plants.
 */
export async function homePlantId(
  db: Database,
  lastPlantId: number | null,
  plantRows: readonly PlantSummary[],
): Promise<number | null> {
  if (lastPlantId !== null && plantRows.some((p) => p.id === lastPlantId)) return lastPlantId;
  const first = plantRows[0];
  if (!first || plantRows.length === 1) return first?.id ?? null;
  const ids = plantRows.map((p) => p.id);
  const withData = new Set(
    (
      await db
        .select({ id: plants.id })
        .from(plants)
        .where(
          and(
            inArray(plants.id, ids),
            // Table names written out: a single-table select leaves its own columns unqualified.
            sql`(exists (select 1 from "equipment_items" "i" where "i"."plant_id" = "plants"."id")
              or exists (select 1 from "sensors" "s" where "s"."plant_id" = "plants"."id"))`,
          ),
        )
    ).map((r) => r.id),
  );
  return plantRows.find((p) => withData.has(p.id))?.id ?? first.id;
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
