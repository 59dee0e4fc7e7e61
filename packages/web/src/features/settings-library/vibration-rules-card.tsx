import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { LoadError } from "@/components/record/load-error";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { canWriteLibraryRow } from "@/features/library/library-access";
import { useTRPC } from "@/lib/trpc";
import { RulesForm } from "./vibration-rules-form";
import type { ItemType } from "./vibration-rules-schema";
import { RulesTable } from "./vibration-rules-table";

/**
 * On /equipment-types/:id (an existing type): the type's vibration analysis rules, edited as rows
 * and saved together; each rule may be limited to items with some of the type's option values.
 */
export function VibrationRulesCard({ type }: { type: ItemType }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const rules = useQuery({
    ...trpc.library.vibrationRules.list.queryOptions({ typeId: type.id }),
    meta: { handlesErrors: true },
  });
  const editable = canWriteLibraryRow(user, type.company_id) && hasPermission(user, "edit_equipment_types");

  return (
    <Card data-testid="vibration-rules">
      <CardContent className="flex flex-col gap-4 p-6">
        <div className="flex flex-col gap-1">
          <h2 className="text-base font-semibold">{t("settingsLibrary.rules.title")}</h2>
          <p className="text-xs text-muted-foreground">{t("settingsLibrary.rules.help")}</p>
        </div>
        {rules.isError && !rules.data ? (
          <LoadError message={t("settingsLibrary.rules.loadError")} onRetry={() => void rules.refetch()} />
        ) : !rules.data ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : editable ? (
          <RulesForm key={rules.dataUpdatedAt} type={type} rules={rules.data} />
        ) : (
          <RulesTable type={type} rules={rules.data} />
        )}
      </CardContent>
    </Card>
  );
}
