import type { RouterOutputs } from "@plantwise/api/router";
import { TagIcon } from "lucide-react";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";
import { ownerBadge } from "./owner-badge";
import { WebsiteLink } from "./website-link";

export type BrandRow = RouterOutputs["library"]["brands"]["list"]["data"][number];

const COLUMNS: ColumnSpec<BrandRow>[] = [
  { id: "name", header: "library.name", opens: true, badge: ownerBadge },
  { id: "website", header: "library.brands.website", cell: (row) => <WebsiteLink url={row.website} /> },
  { id: "models_count", header: "pages.partNumbers", align: "right" },
];

const CARD: CardSpec<BrandRow> = {
  icon: TagIcon,
  title: (brand) => brand.name,
  badge: ownerBadge,
  body: (brand, t) => (
    <>
      <p className="text-sm">
        <WebsiteLink url={brand.website} />
      </p>
      <p className="text-xs text-muted-foreground">
        {t("library.countPartNumbers", { count: brand.models_count })}
      </p>
    </>
  ),
};

/** /brands: the shared brand library and the company's own brands. */
export function BrandsPage() {
  return (
    <RecordListPage<BrandRow>
      listId="brands"
      nouns={useListNouns("pages.brands", "library.brands")}
      query={(trpc, input) => trpc.library.brands.list.queryOptions(input)}
      columns={COLUMNS}
      card={CARD}
      records={{ base: "/brands", create: "create_brands", guarded: true }}
    />
  );
}
