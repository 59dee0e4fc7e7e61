import { InboxIcon, SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { EmptyState } from "@/components/page/empty-state";
import { Button } from "@/components/ui/button";

interface ListEmptyProps {
  /** True when the emptiness comes from the search or filters, not from the data. */
  filtered: boolean;
  title: string;
  description?: string | undefined;
  action?: ReactNode;
  onClear: () => void;
}

/** Says what the list would hold and offers the action that fills it (UI.md). */
export function ListEmpty({ filtered, title, description, action, onClear }: ListEmptyProps) {
  const { t } = useTranslation();
  return filtered ? (
    <EmptyState icon={SearchXIcon} title={t("list.noResults")} testId="list-empty">
      <Button variant="outline" size="sm" onClick={onClear}>
        {t("list.clearSearch")}
      </Button>
    </EmptyState>
  ) : (
    <EmptyState icon={InboxIcon} title={title} description={description} testId="list-empty">
      {action ? <div className="mt-2">{action}</div> : null}
    </EmptyState>
  );
}
