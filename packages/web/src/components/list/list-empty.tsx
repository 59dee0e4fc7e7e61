import { InboxIcon, SearchXIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
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
  return (
    <div
      className="flex flex-col items-center gap-2 rounded-lg border border-dashed bg-card px-6 py-12 text-center"
      data-testid="list-empty"
    >
      {filtered ? (
        <>
          <SearchXIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t("list.noResults")}</p>
          <Button variant="outline" size="sm" onClick={onClear}>
            {t("list.clearSearch")}
          </Button>
        </>
      ) : (
        <>
          <InboxIcon className="size-8 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{title}</p>
          {description ? <p className="max-w-md text-sm text-muted-foreground">{description}</p> : null}
          {action ? <div className="mt-2">{action}</div> : null}
        </>
      )}
    </div>
  );
}
