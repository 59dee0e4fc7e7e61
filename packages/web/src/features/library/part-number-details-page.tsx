import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { PencilIcon } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { useEditedRecord } from "@/components/form/record-form-page";
import { RecordDetailsPage } from "@/components/record/record-details-page";
import { ReadOnlyFields } from "@/components/record/record-fields";
import { RecordLink } from "@/components/record/record-link";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc";
import { canWriteLibraryRow } from "./library-access";
import { OwnerBadge } from "./owner-badge";

type PartNumber = RouterOutputs["library"]["brandModels"]["get"];
type Bearing = NonNullable<PartNumber["bearings"]["de"]>;
const FREQUENCIES = ["ftf", "bpfo", "bpfi", "bsf"] as const;

/** /brand-models/:id/details — nameplate, bearings with defect-frequency multiples, items using it. */
export function PartNumberDetailsPage() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const { record } = useEditedRecord((id) => trpc.library.brandModels.get.queryOptions({ id }));
  const number = (value: number, digits = 2) =>
    new Intl.NumberFormat(i18n.language, { maximumFractionDigits: digits }).format(value);

  return (
    <RecordDetailsPage
      record={record}
      loadingTitle={t("pages.partNumber")}
      title={(model) => `${model.part_number} · ${model.name}`}
      subtitle={t("library.partNumbers.details")}
      back={{ href: "/brand-models", label: t("pages.partNumbers") }}
      actions={(model) =>
        canWriteLibraryRow(user, model.company_id) && hasPermission(user, "edit_part_numbers") ? (
          <Button asChild size="sm" variant="outline">
            <Link href={`/brand-models/${model.id}`}>
              <PencilIcon aria-hidden="true" />
              {t("library.partNumbers.edit")}
            </Link>
          </Button>
        ) : undefined
      }
    >
      {(model) => (
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
                  <RecordLink key="b" href={`/brands/${model.brand_id}`}>
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
          <BearingsCard model={model} format={number} />
        </>
      )}
    </RecordDetailsPage>
  );
}

function BearingsCard({
  model,
  format,
}: {
  model: PartNumber;
  format: (value: number, digits?: number) => string;
}) {
  const { t } = useTranslation();
  return (
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
                {(["elements", "ballDiameter", "pitchDiameter", "contactAngle"] as const).map((key) => (
                  <TableHead key={key} className="text-right">
                    {t(`library.partNumbers.${key}`)}
                  </TableHead>
                ))}
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
                format={format}
              />
              <BearingRow
                end={t("library.partNumbers.ndeBearing")}
                bearing={model.bearings.nde}
                format={format}
              />
            </TableBody>
          </Table>
        )}
      </CardContent>
    </Card>
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
