import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import type { ColumnDef } from "@tanstack/react-table";
import { ExternalLinkIcon, PlusIcon, TagIcon } from "lucide-react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { ListPage } from "@/components/list/list-page";
import type { ListQueryInput } from "@/components/list/list-types";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { useTRPC } from "@/lib/trpc";
import { linkClass, OwnerBadge, RecordLink } from "./library-shared";

export type BrandRow = RouterOutputs["library"]["brands"]["list"]["data"][number];

/** /brands: the shared brand library and the company's own brands. */
export function BrandsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const createAction = hasPermission(user, "create_brands") ? (
    <Button asChild size="sm">
      <Link href="/brands/new">
        <PlusIcon aria-hidden="true" />
        {t("library.brands.create")}
      </Link>
    </Button>
  ) : undefined;
  const columns = useMemo<ColumnDef<BrandRow>[]>(
    () => [
      {
        id: "name",
        accessorKey: "name",
        header: t("library.name"),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <RecordLink href={`/brands/${row.original.id}`} className={linkClass}>
              {row.original.name}
            </RecordLink>
            <OwnerBadge companyId={row.original.company_id} />
          </span>
        ),
      },
      {
        id: "website",
        accessorKey: "website",
        header: t("library.brands.website"),
        cell: ({ row }) => <WebsiteLink url={row.original.website} />,
      },
      {
        id: "models_count",
        accessorKey: "models_count",
        header: t("pages.partNumbers"),
        meta: { align: "right" },
      },
    ],
    [t],
  );
  return (
    <ListPage<BrandRow>
      listId="brands"
      title={t("pages.brands")}
      columns={columns}
      getRowId={(row) => String(row.id)}
      queryOptions={(input: ListQueryInput) => trpc.library.brands.list.queryOptions(input)}
      emptyTitle={t("library.brands.emptyTitle")}
      emptyDescription={t("library.brands.emptyDescription")}
      renderCard={(row) => <BrandCard brand={row} />}
      primaryAction={createAction}
    />
  );
}

export function WebsiteLink({ url }: { url: string | null }) {
  if (!url) return null;
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex items-center gap-1 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
    >
      {url.replace(/^https?:\/\//i, "")}
      <ExternalLinkIcon className="size-3" aria-hidden="true" />
    </a>
  );
}

function BrandCard({ brand }: { brand: BrandRow }) {
  const { t } = useTranslation();
  return (
    <Card className="h-full transition-colors hover:border-primary/50">
      <CardContent className="flex flex-col gap-2 p-4">
        <div className="flex items-start justify-between gap-2">
          <RecordLink
            href={`/brands/${brand.id}`}
            className="flex items-center gap-2 font-medium outline-none hover:underline"
          >
            <TagIcon className="size-4 text-primary" aria-hidden="true" />
            {brand.name}
          </RecordLink>
          <OwnerBadge companyId={brand.company_id} />
        </div>
        <p className="text-sm">
          <WebsiteLink url={brand.website} />
        </p>
        <p className="text-xs text-muted-foreground">
          {t("library.countPartNumbers", { count: brand.models_count })}
        </p>
      </CardContent>
    </Card>
  );
}
