import { hasPermission, type PermissionKey } from "@plantwise/shared";
import type { ReactNode } from "react";
import { SETTINGS_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { RecordListPage, type RecordListPageProps } from "@/components/list/record-list-page";
import { PageTabs } from "@/components/page/page-tabs";
import { entryDialog } from "@/features/library/library-entry-dialog";

/**
 * A settings tab listing library entries that have no record route (bearings, faults): the
 * settings tabs above the list, "New …" for users holding `createPermission`, and the entry's
 * dialog opened from "New …" (null) or from a row.
 */
export function SettingsEntriesPage<TRow extends { id: number }>({
  createPermission,
  dialog,
  ...list
}: Omit<RecordListPageProps<TRow>, "create" | "dialog" | "records" | "open"> & {
  createPermission: PermissionKey;
  dialog: (entry: TRow | null, close: () => void) => ReactNode;
}) {
  const user = useAuthUser();
  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={SETTINGS_TABS} />
      <RecordListPage<TRow>
        {...list}
        create={{ allowed: hasPermission(user, createPermission) }}
        dialog={entryDialog(dialog)}
      />
    </div>
  );
}
