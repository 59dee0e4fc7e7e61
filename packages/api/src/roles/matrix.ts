import {
  APP_SECTIONS,
  type AppSection,
  type ArchivableSection,
  type PermissionKey,
  type RolePermission,
} from "@plantwise/shared";

/** Archive exists only for companies and plants (spec part 1 §6); elsewhere the flag stays false. */
export const ARCHIVABLE_SECTIONS: readonly ArchivableSection[] = ["companies", "plants"];

export const FLAG_ACTION = {
  is_viewing: "view",
  is_creating: "create",
  is_updating: "edit",
  is_deleting: "delete",
  is_archiving: "archive",
} as const;
export type PermissionFlag = keyof typeof FLAG_ACTION;
export const PERMISSION_FLAGS = Object.keys(FLAG_ACTION) as PermissionFlag[];

/** The full matrix: one entry per APP_SECTIONS entry, rows missing from the table are all false. */
export function fullMatrix(rows: readonly RolePermission[]): RolePermission[] {
  const bySection = new Map(rows.map((r) => [r.app_section, r]));
  return APP_SECTIONS.map((section) => {
    const row = bySection.get(section);
    return {
      app_section: section,
      is_viewing: row?.is_viewing ?? false,
      is_creating: row?.is_creating ?? false,
      is_updating: row?.is_updating ?? false,
      is_deleting: row?.is_deleting ?? false,
      is_archiving: ARCHIVABLE_SECTIONS.includes(section as ArchivableSection)
        ? (row?.is_archiving ?? false)
        : false,
    };
  });
}

/** The permission key a matrix cell stands for ("edit_users" for users × is_updating). */
export function keyFor(section: AppSection, flag: PermissionFlag): PermissionKey {
  return `${FLAG_ACTION[flag]}_${section}` as PermissionKey;
}
