import {
  APP_SECTIONS,
  type AppSection,
  MENU_ENTRIES,
  MENU_SECTIONS,
  type MenuSection,
  type RolePermission,
} from "@plantwise/shared";
import { CheckIcon, MinusIcon } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";
import { type ComponentProps, Fragment } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

/**
 * The app's checkbox look with a visible third state: a select-all over a partly checked row or
 * column shows a dash, not a tick.
 */
function Checkbox({ className, checked, ...props }: ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      checked={checked}
      className={cn(
        "peer size-4 shrink-0 rounded-sm border border-input bg-card shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground data-[state=indeterminate]:border-primary data-[state=indeterminate]:text-primary",
        className,
      )}
      {...props}
    >
      <CheckboxPrimitive.Indicator className="flex items-center justify-center text-current">
        {checked === "indeterminate" ? (
          <MinusIcon className="size-3.5" />
        ) : (
          <CheckIcon className="size-3.5" />
        )}
      </CheckboxPrimitive.Indicator>
    </CheckboxPrimitive.Root>
  );
}

export type PermissionFlag = "is_viewing" | "is_creating" | "is_updating" | "is_deleting" | "is_archiving";

export const MATRIX_COLUMNS: readonly { flag: PermissionFlag; action: string }[] = [
  { flag: "is_viewing", action: "view" },
  { flag: "is_creating", action: "create" },
  { flag: "is_updating", action: "edit" },
  { flag: "is_deleting", action: "delete" },
  { flag: "is_archiving", action: "archive" },
];

/** Archive exists only for companies and plants (spec part 1 §6). */
export function cellExists(section: AppSection, flag: PermissionFlag): boolean {
  return flag !== "is_archiving" || section === "companies" || section === "plants";
}

/** Sections grouped like the sidebar; sections without a menu entry close the list under "other". */
export function sectionGroups(): { group: MenuSection; sections: AppSection[] }[] {
  const groupOf = (section: AppSection): MenuSection =>
    MENU_ENTRIES.find((entry) => entry.appSection === section)?.section ?? "other";
  return MENU_SECTIONS.map((group) => ({
    group,
    sections: APP_SECTIONS.filter((section) => groupOf(section) === group),
  })).filter((g) => g.sections.length > 0);
}

type Matrix = readonly RolePermission[];

interface PermissionMatrixProps {
  value: Matrix;
  onChange?: (next: RolePermission[]) => void;
  /** Cells the user may not switch on (a customer cannot grant what they do not hold). */
  isLocked?: (section: AppSection, flag: PermissionFlag) => boolean;
  readOnly?: boolean;
}

/**
 * The role's permissions: sections as rows grouped like the sidebar, one checkbox per action,
 * select-all per row and per column, sticky header. Every control is a labelled checkbox, so the
 * grid is used with Tab and Space.
 */
export function PermissionMatrix({
  value,
  onChange,
  isLocked = () => false,
  readOnly = false,
}: PermissionMatrixProps) {
  const { t } = useTranslation();
  const bySection = new Map(value.map((row) => [row.app_section, row]));
  const row = (section: AppSection): RolePermission =>
    bySection.get(section) ?? {
      app_section: section,
      is_viewing: false,
      is_creating: false,
      is_updating: false,
      is_deleting: false,
      is_archiving: false,
    };
  const editable = (section: AppSection, flag: PermissionFlag) =>
    !readOnly && cellExists(section, flag) && (!isLocked(section, flag) || row(section)[flag]);

  const update = (changes: { section: AppSection; flag: PermissionFlag; on: boolean }[]) => {
    if (!onChange) return;
    const next = new Map(APP_SECTIONS.map((section) => [section, { ...row(section) }]));
    for (const change of changes) {
      if (!cellExists(change.section, change.flag)) continue;
      if (change.on && isLocked(change.section, change.flag)) continue;
      next.get(change.section)![change.flag] = change.on;
    }
    onChange(APP_SECTIONS.map((section) => next.get(section)!));
  };

  const sectionLabel = (section: AppSection) => t(`roles.sections.${section}`);
  const actionLabel = (action: string) => t(`roles.actions.${action}`);
  const tri = (values: boolean[]): boolean | "indeterminate" =>
    values.length > 0 && values.every(Boolean) ? true : values.some(Boolean) ? "indeterminate" : false;

  const columnState = (flag: PermissionFlag) =>
    tri(APP_SECTIONS.filter((s) => cellExists(s, flag)).map((s) => row(s)[flag]));
  const rowState = (section: AppSection) =>
    tri(MATRIX_COLUMNS.filter((c) => cellExists(section, c.flag)).map((c) => row(section)[c.flag]));

  return (
    <div className="relative max-h-[32rem] overflow-auto rounded-md border" data-testid="permission-matrix">
      <table className="w-full border-separate border-spacing-0 text-sm">
        <thead className="sticky top-0 z-10 bg-card">
          <tr>
            <th scope="col" className="border-b px-3 py-2 text-left font-medium">
              {t("roles.section")}
            </th>
            {MATRIX_COLUMNS.map((column) => (
              <th key={column.flag} scope="col" className="border-b px-2 py-2 text-center font-medium">
                <div className="flex flex-col items-center gap-1">
                  <span>{actionLabel(column.action)}</span>
                  <Checkbox
                    aria-label={t("roles.selectColumn", { action: actionLabel(column.action) })}
                    checked={columnState(column.flag)}
                    disabled={readOnly}
                    onCheckedChange={(checked) =>
                      update(
                        APP_SECTIONS.map((section) => ({ section, flag: column.flag, on: checked === true })),
                      )
                    }
                  />
                </div>
              </th>
            ))}
            <th scope="col" className="border-b px-2 py-2 text-center font-medium">
              {t("roles.all")}
            </th>
          </tr>
        </thead>
        <tbody>
          {sectionGroups().map(({ group, sections }) => (
            <Fragment key={group}>
              <tr>
                <th
                  scope="rowgroup"
                  colSpan={MATRIX_COLUMNS.length + 2}
                  className="border-b bg-muted/60 px-3 py-1.5 text-left text-xs font-semibold uppercase tracking-wide text-muted-foreground"
                >
                  {t(`sections.${group}`)}
                </th>
              </tr>
              {sections.map((section) => (
                <tr key={section} className="hover:bg-muted/30" data-testid={`matrix-row-${section}`}>
                  <th scope="row" className="border-b px-3 py-1.5 text-left font-normal">
                    {sectionLabel(section)}
                  </th>
                  {MATRIX_COLUMNS.map((column) => (
                    <td key={column.flag} className="border-b px-2 py-1.5 text-center">
                      {cellExists(section, column.flag) ? (
                        <Checkbox
                          aria-label={t("roles.cell", {
                            action: actionLabel(column.action),
                            section: sectionLabel(section),
                          })}
                          title={
                            !readOnly && !editable(section, column.flag) ? t("roles.cannotGrant") : undefined
                          }
                          data-testid={`matrix-${section}-${column.action}`}
                          checked={row(section)[column.flag]}
                          disabled={!editable(section, column.flag)}
                          onCheckedChange={(checked) =>
                            update([{ section, flag: column.flag, on: checked === true }])
                          }
                        />
                      ) : (
                        <span className="text-muted-foreground" title={t("roles.notAvailable")}>
                          <span aria-hidden="true">—</span>
                          <span className="sr-only">{t("roles.notAvailable")}</span>
                        </span>
                      )}
                    </td>
                  ))}
                  <td className="border-b px-2 py-1.5 text-center">
                    <Checkbox
                      aria-label={t("roles.selectRow", { section: sectionLabel(section) })}
                      checked={rowState(section)}
                      disabled={readOnly}
                      onCheckedChange={(checked) =>
                        update(MATRIX_COLUMNS.map((c) => ({ section, flag: c.flag, on: checked === true })))
                      }
                    />
                  </td>
                </tr>
              ))}
            </Fragment>
          ))}
        </tbody>
      </table>
    </div>
  );
}
