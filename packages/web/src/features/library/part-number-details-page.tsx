import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { useQuery } from "@tanstack/react-query";
import { PencilIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { RecordPage, RecordState, useRecordId } from "@/components/record/record-kit";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc";
import { ReadOnlyFields } from "./entry-parts";
import { canWriteLibraryRow, linkClass, OwnerBadge, RecordLink } from "./library-shared";

type PartNumber = RouterOutputs["library"]["brandModels"]["get"];
type Bearing = NonNullable<PartNumber["bearings"]["de"]>;
const FREQUENCIES = ["ftf", "bpfo", "bpfi", "bsf"] as const;

/** /brand-models/:id/details — nameplate, bearings with defect-frequency multiples, items using it. */
export function PartNumberDetailsPage() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const id = useRecordId();
  const record = useQuery({
    ...trpc.library.brandModels.get.queryOptions({ id: id ?? 0 }),
    enabled: id !== null,
  });
  const model = record.data;
  const number = (value: number, digits = 2) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);

  const canEdit =
    model && canWriteLibraryRow(user, model.company_id) && hasPermission(user, "edit_part_numbers");
  const actions = canEdit ? (
    <Button asChild size="sm" variant="outline">
      <Link href={`/brand-models/${model.id}`}>
        <PencilIcon aria-hidden="true" />
        {t("library.partNumbers.edit")}
      </Link>
    </Button>
  ) : undefined;

  return (
    <RecordPage
      title={model ? `${model.part_number} · ${model.name}` : t("pages.partNumber")}
      subtitle={t("library.partNumbers.details")}
      backHref="/brand-models"
      backLabel={t("pages.partNumbers")}
      actions={actions}
    >
      {!model ? (
        <RecordState error={record.error ?? undefined} onRetry={() => void record.refetch()} />
      ) : (
        <>
          <section aria-labelledby="nameplate" className="flex flex-col gap-2">
            <h2 id="nameplate" className="text-base font-semibold">
              {t("library.partNumbers.nameplate")}
            </h2>
            <ReadOnlyFields
              badge={<OwnerBadge companyId={model.company_id} />}
              rows={[
                [
                  t("library.partNumbers.brand"),
                  <RecordLink key="b" href={`/brands/${model.brand_id}`} className={linkClass}>
                    {model.brand_name}
                  </RecordLink>,
                ],
                [t("library.partNumbers.type"), model.type_name],
                [t("library.name"), model.name],
                [t("library.partNumbers.partNumber"), model.part_number],
                [
                  t("library.partNumbers.ratedRpm"),
                  model.rated_rpm == null ? null : (
                    <span key="rpm" className="tabular-nums">
                      {number(model.rated_rpm, 0)} RPM
                    </span>
                  ),
                ],
                [t("library.description"), model.description],
                ...model.specifications.map((s) => [s.label, s.value] as const),
                [
                  t("library.itemsUsing"),
                  <span key="i" className="tabular-nums" data-testid="items-count">
                    {model.items_count}
                  </span>,
                ],
              ]}
            />
          </section>
          <Card>
            <CardHeader>
              <CardTitle className="text-base">{t("library.partNumbers.bearings")}</CardTitle>
              <p className="text-xs text-muted-foreground">{t("library.partNumbers.multiplesHelp")}</p>
            </CardHeader>
            <CardContent>
              {!model.bearings.de && !model.bearings.nde ? (
                <p className="text-sm text-muted-foreground">{t("library.partNumbers.noBearings")}</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("library.partNumbers.bearingEnd")}</TableHead>
                      <TableHead>{t("library.partNumbers.designation")}</TableHead>
                      <TableHead className="text-right">{t("library.partNumbers.elements")}</TableHead>
                      <TableHead className="text-right">{t("library.partNumbers.ballDiameter")}</TableHead>
                      <TableHead className="text-right">{t("library.partNumbers.pitchDiameter")}</TableHead>
                      <TableHead className="text-right">{t("library.partNumbers.contactAngle")}</TableHead>
                      {FREQUENCIES.map((f) => (
                        <TableHead key={f} className="text-right">
                          {f.toUpperCase()}
                        </TableHead>
                      ))}
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    <BearingRow
                      end={t("library.partNumbers.deBearing")}
                      bearing={model.bearings.de}
                      format={number}
                    />
                    <BearingRow
                      end={t("library.partNumbers.ndeBearing")}
                      bearing={model.bearings.nde}
                      format={number}
                    />
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </>
      )}
    </RecordPage>
  );
}

function BearingRow({
  end,
  bearing,
  format,
}: {
  end: string;
  bearing: Bearing | null;
  format: (value: number, digits?: number) => string;
}) {
  const { t } = useTranslation();
  if (!bearing) return null;
  const cell = (content: ReactNode) => <TableCell className="text-right tabular-nums">{content}</TableCell>;
  return (
    <TableRow data-testid="bearing-row">
      <TableCell>{end}</TableCell>
      <TableCell className="font-medium">{bearing.designation}</TableCell>
      {cell(bearing.ball_count)}
      {cell(`${format(bearing.ball_diameter_mm)} mm`)}
      {cell(`${format(bearing.pitch_diameter_mm)} mm`)}
      {cell(`${format(bearing.contact_angle_deg, 1)}°`)}
      {bearing.frequencies ? (
        FREQUENCIES.map((f) => (
          <TableCell key={f} className="text-right tabular-nums">
            {format(bearing.frequencies?.[f] ?? 0, 3)}×
          </TableCell>
        ))
      ) : (
        <TableCell colSpan={4} className="text-right text-muted-foreground">
          {t("library.partNumbers.noGeometry")}
        </TableCell>
      )}
    </TableRow>
  );
}
