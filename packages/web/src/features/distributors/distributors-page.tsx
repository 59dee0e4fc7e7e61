import type { RouterOutputs } from "@plantwise/api/router";
import { MailIcon, TruckIcon } from "lucide-react";
import {
  type CardSpec,
  type ColumnSpec,
  RecordListPage,
  useListNouns,
} from "@/components/list/record-list-page";

export type DistributorRow = RouterOutputs["distributors"]["list"]["data"][number];

const COLUMNS: ColumnSpec<DistributorRow>[] = [
  { id: "name", header: "distributors.name", opens: true },
  { id: "email", header: "distributors.email" },
  { id: "phone", header: "distributors.phone" },
  { id: "locations_count", header: "distributors.locations", align: "right" },
  { id: "companies_count", header: "distributors.companies", align: "right" },
];

const CARD: CardSpec<DistributorRow> = {
  icon: TruckIcon,
  title: (distributor) => distributor.name,
  body: (distributor, t) => (
    <>
      {distributor.email ? (
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <MailIcon className="size-3.5" aria-hidden="true" />
          {distributor.email}
        </p>
      ) : null}
      <p className="text-xs text-muted-foreground">
        {t("distributors.countLocations", { count: distributor.locations_count })} ·{" "}
        {t("distributors.countCompanies", { count: distributor.companies_count })}
      </p>
    </>
  ),
};

/** /distributors: provider-level suppliers; a customer sees only their company's distributor. */
export function DistributorsPage() {
  return (
    <RecordListPage<DistributorRow>
      listId="distributors"
      nouns={useListNouns("pages.distributors", "distributors")}
      query={(trpc, input) => trpc.distributors.list.queryOptions(input)}
      columns={COLUMNS}
      card={CARD}
      records={{ base: "/distributors", create: "create_distributors" }}
    />
  );
}
