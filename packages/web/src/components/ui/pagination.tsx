import { ChevronLeftIcon, ChevronRightIcon, ChevronsLeftIcon, ChevronsRightIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";
import { Button } from "./button";
import { SelectBox } from "./select-box";

export interface PaginationProps {
  page: number;
  lastPage: number;
  total: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  onPageChange: (page: number) => void;
  onPageSizeChange: (size: number) => void;
  className?: string;
}

/** "Page X of Y", the total, page-size choice and first/previous/next/last buttons. */
export function Pagination({
  page,
  lastPage,
  total,
  pageSize,
  pageSizeOptions,
  onPageChange,
  onPageSizeChange,
  className,
}: PaginationProps) {
  const { t } = useTranslation();
  const pages = Math.max(1, lastPage);
  const sizeLabelId = useId();
  return (
    <nav
      aria-label={t("list.pageOf", { page, pages })}
      className={cn("flex flex-wrap items-center justify-between gap-3 text-sm", className)}
    >
      <div className="text-muted-foreground" data-testid="list-total">
        {t("list.total", { count: total })}
      </div>
      <div className="flex flex-wrap items-center gap-4">
        <div className="flex items-center gap-2">
          <span id={sizeLabelId} className="text-muted-foreground">
            {t("list.rowsPerPage")}
          </span>
          <SelectBox
            value={String(pageSize)}
            options={pageSizeOptions.map((size) => ({ value: String(size), label: String(size) }))}
            onChange={(value) => onPageSizeChange(Number(value))}
            size="sm"
            className="w-18"
            aria-labelledby={sizeLabelId}
          />
        </div>
        <span aria-live="polite" data-testid="list-page" className="tabular-nums">
          {t("list.pageOf", { page, pages })}
        </span>
        <div className="flex items-center gap-1">
          {[
            { to: 1, Icon: ChevronsLeftIcon, label: "list.firstPage", off: page <= 1 },
            { to: page - 1, Icon: ChevronLeftIcon, label: "list.previousPage", off: page <= 1 },
            { to: page + 1, Icon: ChevronRightIcon, label: "list.nextPage", off: page >= pages },
            { to: pages, Icon: ChevronsRightIcon, label: "list.lastPage", off: page >= pages },
          ].map(({ to, Icon, label, off }) => (
            <Button
              key={label}
              variant="outline"
              size="icon-sm"
              onClick={() => onPageChange(to)}
              disabled={off}
              aria-label={t(label)}
            >
              <Icon />
            </Button>
          ))}
        </div>
      </div>
    </nav>
  );
}
