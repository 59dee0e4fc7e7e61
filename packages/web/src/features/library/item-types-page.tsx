import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { ShapesIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { filterIfAny, useCategoryOptions } from "./library-options";
import { ownerBadge } from "./owner-badge";

export type ItemTypeRow = RouterOutputs["library"]["types"]["list"]["data"][number];

const COLUMNS: ColumnSpec<ItemTypeRow>[] = [
  { id: "name", header: "library.name", opens: true, badge: ownerBadge },
  { id: "category_name", header: "library.types.category" },
  {
    id: "options",
    header: "library.types.options",
    sortable: false,
    cell: (row) => (
      <span className="line-clamp-1 text-muted-foreground">{row.options.map((o) => o.name).join(", ")}</span>
    ),
  },
  { id: "items_count", header: "library.types.items", align: "right" },
];

const CARD: CardSpec<ItemTypeRow> = {
  icon: ShapesIcon,
  title: (row) => row.name,
  badge: ownerBadge,
  body: (row, t) => (
    <>
      {row.category_name ? <p className="text-sm text-muted-foreground">{row.category_name}</p> : null}
      <p className="text-xs text-muted-foreground">
        {t("library.types.countOptions", { count: row.options.length })} ·{" "}
        {t("library.countItems", { count: row.items_count })}
      </p>
    </>
  ),
};

/** /equipment-types: item types (motor, pump, fan …), their category and their options. */
export function ItemTypesPage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const categories = useCategoryOptions(hasPermission(user, "view_equipment_types_categories"));
  const filters = useMemo(
    () => filterIfAny("category_id", t("library.types.category"), categories),
    [t, categories],
  );
  return (
    <RecordListPage<ItemTypeRow>
      listId="equipment-types"
      nouns={useListNouns("pages.itemTypes", "library.types")}
      query={(trpc, input) => trpc.library.types.list.queryOptions(input)}
      columns={COLUMNS}
      filters={filters}
      card={CARD}
      records={{ base: "/equipment-types", create: "create_equipment_types", guarded: true }}
    />
  );
}
