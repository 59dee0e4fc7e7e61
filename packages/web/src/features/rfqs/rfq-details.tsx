/**
 * An RFQ past its draft (or one the user may not change): what it asks, its lines, the vendors
 * with their quotes — "Record quote" while it is sent, "Accept" on a quoted vendor — and the line
 * prices side by side.
 */
import { hasPermission, rfqActionAllowed } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { TFunction } from "i18next";
import { CheckIcon, PencilIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import type { ColumnSpec } from "@/components/list/column-spec";
import { ChildTable } from "@/components/record/child-table";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TitledCard } from "@/components/ui/titled-card";
import { ToolButton } from "@/components/ui/tool-button";
import { notifySuccess } from "@/lib/notify";
import { useTRPC } from "@/lib/trpc";
import { cn } from "@/lib/utils";
import { ActionDialog } from "./action-dialog";
import { QuoteDialog } from "./quote-dialog";
import {
  dayText,
  moneyText,
  quantityText,
  type RfqDetails as Rfq,
  RfqStatusBadge,
  type RfqVendor,
} from "./rfq-text";

const LOADED = { isError: false, isPending: false, refetch: () => undefined };
const NO_OPENING = { dialog: () => undefined };

type Line = Rfq["lines"][number];
type VendorRow = RfqVendor & { id: number };

function Summary({ rfq, timeZone }: { rfq: Rfq; timeZone: string | undefined }) {
  const { t } = useTranslation();
  const facts: [string, string][] = [
    [t("rfqs.plant"), rfq.plant_name],
    [
      t("rfqs.requisition"),
      rfq.requisition_id ? `#${rfq.requisition_id} · ${rfq.requisition_title ?? ""}` : "—",
    ],
    [t("rfqs.respondBy"), rfq.respond_by ?? "—"],
    [t("rfqs.shipTo"), rfq.ship_to ?? "—"],
    [t("rfqs.sentAt"), dayText(rfq.sent_at, timeZone)],
    [t("rfqs.createdBy"), rfq.created_by_name ?? "—"],
  ];
  if (rfq.accepted_at) {
    facts.push([
      t("rfqs.acceptedAt"),
      `${dayText(rfq.accepted_at, timeZone)} · ${rfq.accepted_by_name ?? "—"}`,
    ]);
  }
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 sm:p-6">
        <div className="flex flex-wrap items-center gap-2">
          <RfqStatusBadge status={rfq.status} />
        </div>
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="flex min-w-0 flex-col">
              <dt className="text-xs text-muted-foreground">{label}</dt>
              <dd className="[overflow-wrap:anywhere]">{value}</dd>
            </div>
          ))}
        </dl>
        {rfq.notes ? (
          <div>
            <p className="text-xs text-muted-foreground">{t("rfqs.notes")}</p>
            <p className="whitespace-pre-wrap">{rfq.notes}</p>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}

function LinesCard({ rfq }: { rfq: Rfq }) {
  const { t, i18n } = useTranslation();
  const columns = useMemo<ColumnSpec<Line>[]>(
    () => [
      { id: "position", header: "rfqs.lines.position", align: "right", card: "field" },
      { id: "description", header: "rfqs.lines.description", card: "title" },
      { id: "part_number", header: "rfqs.lines.partNumber", cell: (row) => row.part_number ?? "—" },
      {
        id: "quantity",
        header: "rfqs.lines.quantity",
        align: "right",
        cell: (row) => quantityText(row.quantity, i18n.language),
      },
      { id: "unit", header: "rfqs.lines.unit", cell: (row) => row.unit ?? "—" },
    ],
    [i18n.language],
  );
  return (
    <ChildTable<Line>
      title={t("rfqs.lines.title")}
      query={LOADED}
      rows={rfq.lines}
      columns={columns}
      open={NO_OPENING}
      errorText=""
      emptyText={t("rfqs.lines.none")}
    />
  );
}

/** Where a vendor's quote stands, as a word with its colour. */
function QuoteState({ vendor }: { vendor: RfqVendor }) {
  const { t } = useTranslation();
  if (vendor.accepted) {
    return (
      <Badge variant="normal">
        <CheckIcon aria-hidden="true" />
        {t("rfqs.quotes.accepted")}
      </Badge>
    );
  }
  if (vendor.quoted_at) return <Badge variant="secondary">{t("rfqs.quotes.quoted")}</Badge>;
  return (
    <Badge variant="outline">{vendor.sent_at ? t("rfqs.quotes.awaiting") : t("rfqs.quotes.notSent")}</Badge>
  );
}

function VendorActions({ rfq, vendor }: { rfq: Rfq; vendor: RfqVendor }) {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const [recording, setRecording] = useState(false);
  const accept = useMutation(trpc.rfqs.accept.mutationOptions());
  if (!hasPermission(user, "edit_rfqs")) return null;
  const canQuote = rfqActionAllowed("recordQuote", rfq.status);
  const canAccept = rfqActionAllowed("accept", rfq.status) && vendor.quoted_at !== null;
  if (!canQuote && !canAccept) return null;
  return (
    <div className="flex flex-wrap justify-end gap-1">
      {canQuote ? (
        <ToolButton
          icon={PencilIcon}
          data-testid="record-quote"
          aria-label={`${t(vendor.quoted_at ? "rfqs.quotes.change" : "rfqs.quotes.record")} · ${vendor.name}`}
          onClick={() => setRecording(true)}
        >
          {t(vendor.quoted_at ? "rfqs.quotes.change" : "rfqs.quotes.record")}
        </ToolButton>
      ) : null}
      {canAccept ? (
        <ActionDialog
          trigger={
            <ToolButton
              icon={CheckIcon}
              variant="default"
              data-testid="accept-quote"
              aria-label={`${t("rfqs.quotes.accept")} · ${vendor.name}`}
            >
              {t("rfqs.quotes.accept")}
            </ToolButton>
          }
          title={t("rfqs.quotes.acceptTitle", { vendor: vendor.name })}
          description={t("rfqs.quotes.acceptDescription", {
            total: moneyText(vendor.quoted_total, i18n.language),
          })}
          confirmLabel={t("rfqs.quotes.accept")}
          pendingLabel={t("rfqs.actions.working")}
          testId="accept-confirm"
          onConfirm={async () => {
            await accept.mutateAsync({ rfq_id: rfq.id, vendor_id: vendor.vendor_id });
            await queryClient.invalidateQueries({ queryKey: trpc.rfqs.pathKey() });
            notifySuccess(t("rfqs.quotes.acceptDone"));
          }}
        />
      ) : null}
      {recording ? (
        <QuoteDialog rfq={rfq} vendor={vendor} open={recording} onOpenChange={setRecording} />
      ) : null}
    </div>
  );
}

function VendorsCard({ rfq, timeZone }: { rfq: Rfq; timeZone: string | undefined }) {
  const { t, i18n } = useTranslation();
  const user = useAuthUser();
  // The buttons' column only while a quote can be recorded or accepted.
  const acting =
    hasPermission(user, "edit_rfqs") &&
    (rfqActionAllowed("recordQuote", rfq.status) || rfqActionAllowed("accept", rfq.status));
  const rows = useMemo<VendorRow[]>(() => rfq.vendors.map((v) => ({ ...v, id: v.vendor_id })), [rfq.vendors]);
  const columns = useMemo<ColumnSpec<VendorRow>[]>(
    () => [
      {
        id: "name",
        header: "rfqs.quotes.vendor",
        card: "title",
        cell: (row) => (
          <span className="flex flex-col">
            <span>{row.name}</span>
            {row.email ? <span className="text-xs text-muted-foreground">{row.email}</span> : null}
          </span>
        ),
      },
      {
        id: "state",
        header: "rfqs.quotes.state",
        cell: (row, tr) => (
          <span className="flex flex-col items-start gap-0.5">
            <QuoteState vendor={row} />
            {row.sent_at ? (
              <span className="text-xs text-muted-foreground">
                {tr("rfqs.quotes.sentOn", { date: dayText(row.sent_at, timeZone) })}
              </span>
            ) : null}
          </span>
        ),
      },
      {
        // The lead time under the total: one column fewer, so the table fits beside the menu.
        id: "quoted_total",
        header: "rfqs.quotes.total",
        align: "right",
        cell: (row, tr) => (
          <span className="flex flex-col items-end gap-0.5">
            <span>{moneyText(row.quoted_total, i18n.language)}</span>
            {row.lead_time_days === null ? null : (
              <span className="text-xs text-muted-foreground">
                {tr("rfqs.quotes.leadTimeValue", {
                  days: tr("rfqs.quotes.days", { count: row.lead_time_days }),
                })}
              </span>
            )}
          </span>
        ),
      },
      ...(acting
        ? [
            {
              id: "actions",
              header: (tr: TFunction) => <span className="sr-only">{tr("common.actions")}</span>,
              card: "actions" as const,
              cell: (row: VendorRow) => <VendorActions rfq={rfq} vendor={row} />,
            },
          ]
        : []),
    ],
    [rfq, timeZone, i18n.language, acting],
  );
  return (
    <ChildTable<VendorRow>
      title={t("rfqs.quotes.title")}
      query={LOADED}
      rows={rows}
      columns={columns}
      open={NO_OPENING}
      errorText=""
      emptyText={t("rfqs.vendors.none")}
    />
  );
}

/** The quoted unit prices side by side, the lowest of each line marked (word and colour). */
function ComparisonCard({ rfq }: { rfq: Rfq }) {
  const { t, i18n } = useTranslation();
  const quoted = rfq.vendors.filter((v) => v.quoted_at !== null);
  if (quoted.length === 0) {
    return (
      <TitledCard title={t("rfqs.quotes.comparison")}>
        <p className="text-sm text-muted-foreground">{t("rfqs.quotes.none")}</p>
      </TitledCard>
    );
  }
  const priceOf = (vendor: RfqVendor, lineId: number) =>
    vendor.prices.find((p) => p.line_id === lineId)?.unit_price;
  const best = Math.min(...quoted.map((v) => v.quoted_total ?? Number.POSITIVE_INFINITY));
  return (
    <TitledCard title={t("rfqs.quotes.comparison")} description={t("rfqs.quotes.comparisonHelp")}>
      <div className="overflow-x-auto" data-testid="quote-comparison">
        <Table>
          <TableHeader>
            <TableRow className="hover:bg-transparent">
              <TableHead>{t("rfqs.lines.description")}</TableHead>
              {quoted.map((v) => (
                <TableHead key={v.vendor_id} className="text-right">
                  {v.name}
                </TableHead>
              ))}
            </TableRow>
          </TableHeader>
          <TableBody>
            {rfq.lines.map((line) => {
              const prices = quoted.map((v) => priceOf(v, line.id));
              const lowest = Math.min(...prices.map((p) => p ?? Number.POSITIVE_INFINITY));
              return (
                <TableRow key={line.id}>
                  <TableCell className="min-w-40">
                    {line.position}. {line.description}
                    <span className="text-muted-foreground">
                      {" "}
                      × {quantityText(line.quantity, i18n.language)}
                      {line.unit ? ` ${line.unit}` : ""}
                    </span>
                  </TableCell>
                  {quoted.map((v, i) => {
                    const price = prices[i];
                    const isLowest = quoted.length > 1 && price !== undefined && price === lowest;
                    return (
                      <TableCell
                        key={v.vendor_id}
                        className={cn(
                          "text-right tabular-nums",
                          isLowest && "font-semibold text-status-normal",
                        )}
                      >
                        {moneyText(price, i18n.language)}
                        {isLowest ? <span className="sr-only"> ({t("rfqs.quotes.lowest")})</span> : null}
                        {isLowest ? <CheckIcon className="ml-1 inline size-3" aria-hidden="true" /> : null}
                      </TableCell>
                    );
                  })}
                </TableRow>
              );
            })}
            <TableRow className="hover:bg-transparent">
              <TableCell className="font-medium">{t("rfqs.quotes.sum")}</TableCell>
              {quoted.map((v) => (
                <TableCell
                  key={v.vendor_id}
                  className={cn(
                    "text-right font-medium tabular-nums",
                    quoted.length > 1 && v.quoted_total === best && "text-status-normal",
                  )}
                >
                  {moneyText(v.quoted_total, i18n.language)}
                </TableCell>
              ))}
            </TableRow>
          </TableBody>
        </Table>
      </div>
    </TitledCard>
  );
}

/** The RFQ's page body once it is no draft the user can change. */
export function RfqDetailsBody({ rfq }: { rfq: Rfq }) {
  const user = useAuthUser();
  const timeZone = user.plants.find((p) => p.id === rfq.plant_id)?.time_zone;
  return (
    <div className="flex flex-col gap-4" data-testid="rfq-details">
      <Summary rfq={rfq} timeZone={timeZone} />
      <LinesCard rfq={rfq} />
      <VendorsCard rfq={rfq} timeZone={timeZone} />
      {rfq.status === "draft" ? null : <ComparisonCard rfq={rfq} />}
    </div>
  );
}

/** Below a draft's form: the vendors it will go to, and whether each can be e-mailed. */
export function DraftVendorsCard({ rfq }: { rfq: Rfq }) {
  const user = useAuthUser();
  const timeZone = user.plants.find((p) => p.id === rfq.plant_id)?.time_zone;
  return <VendorsCard rfq={rfq} timeZone={timeZone} />;
}
