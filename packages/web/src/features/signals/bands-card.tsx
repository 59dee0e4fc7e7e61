/**
 * The spectral bands of a sensor (its own and its item type's) or of an item type: what each band
 * is, the spectrum it reads, its zones in the user's unit, whether it is computed and where it
 * comes from; added and changed in a dialog (band-form.tsx), deleted after a question. A band's
 * values are the energy in its frequency band of every capture, trended like any parameter.
 */
import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { PencilIcon, PlusIcon, Trash2Icon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useAuthUser } from "@/auth/auth-context";
import { FormDialog } from "@/components/form/form-dialog";
import { IconButton } from "@/components/form/icon-button";
import { usePhoneWidth } from "@/components/layout/use-narrow";
import { ConfirmAction } from "@/components/record/confirm-action";
import { LoadError } from "@/components/record/load-error";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { ToolButton } from "@/components/ui/tool-button";
import { isStaff } from "@/features/library/library-access";
import { useTRPC } from "@/lib/trpc";
import { BandForm } from "./band-form";
import { bandZoneUnit } from "./band-form-schema";
import { type ListedBand, useBandLabels } from "./band-labels";
import { formatValue } from "./charts/units";

export type BandsCardProps = ({ sensorId: number } | { equipmentTypeId: number }) & {
  /** May add bands here (and change the ones the user's permissions reach). */
  canEdit: boolean;
};

export function BandsCard(props: BandsCardProps) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const measuringSystem = user.measuring_system ?? 1;
  const owner =
    "sensorId" in props ? { sensor_id: props.sensorId } : { equipment_type_id: props.equipmentTypeId };
  const query = useQuery({ ...trpc.analysis.bands.queryOptions(owner), meta: { handlesErrors: true } });
  const [editing, setEditing] = useState<ListedBand | "new" | null>(null);
  const bands = (query.data ?? []) as ListedBand[];

  // A sensor's band goes with its signals; an item type's needs the item-type permission too, and
  // the shared library's only provider staff change.
  const canChange = (band: ListedBand) =>
    props.canEdit &&
    (band.sensor_id !== null ||
      (hasPermission(user, "edit_equipment_types") && (band.company_id !== null || isStaff(user))));
  const addButton = (
    <ToolButton icon={PlusIcon} onClick={() => setEditing("new")}>
      {t("signals.bands.add")}
    </ToolButton>
  );

  return (
    <Card data-testid="spectral-bands">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 flex-col gap-1.5">
          <CardTitle className="text-base">{t("signals.bands.title")}</CardTitle>
          <CardDescription>
            {t("signals.bands.help")}{" "}
            {t("sensorId" in props ? "signals.bands.sensorHelp" : "signals.bands.typeHelp")}
          </CardDescription>
        </div>
        {props.canEdit && bands.length > 0 ? addButton : null}
      </CardHeader>
      <CardContent>
        {query.isError && !query.data ? (
          <LoadError message={t("signals.bands.loadError")} onRetry={() => void query.refetch()} />
        ) : !query.data ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-9 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        ) : bands.length === 0 ? (
          <div className="flex flex-col items-start gap-2 rounded-md border border-dashed p-4">
            <p className="text-sm font-medium">{t("signals.bands.emptyTitle")}</p>
            <p className="text-sm text-muted-foreground">{t("signals.bands.empty")}</p>
            {props.canEdit ? addButton : null}
          </div>
        ) : (
          <BandList
            bands={bands}
            measuringSystem={measuringSystem}
            canChange={canChange}
            onEdit={setEditing}
          />
        )}
      </CardContent>
      <FormDialog
        open={editing !== null}
        onOpenChange={(open) => {
          if (!open) setEditing(null);
        }}
        title={
          editing === "new" || editing === null
            ? t("signals.bands.add")
            : t("signals.bands.editNamed", { name: editing.name })
        }
        description={t("signals.bands.help")}
        wide
      >
        <BandForm
          owner={owner}
          band={editing === "new" ? null : editing}
          measuringSystem={measuringSystem}
          onDone={() => setEditing(null)}
        />
      </FormDialog>
    </Card>
  );
}

/** The bands as a table, or on a phone as one card each. */
function BandList({
  bands,
  measuringSystem,
  canChange,
  onEdit,
}: {
  bands: ListedBand[];
  measuringSystem: number;
  canChange: (band: ListedBand) => boolean;
  onEdit: (band: ListedBand) => void;
}) {
  const { t } = useTranslation();
  const labels = useBandLabels(measuringSystem);
  const phone = usePhoneWidth();
  const zone = (band: ListedBand, v: number | null) => {
    const unit = bandZoneUnit(band.spectrum, measuringSystem);
    return formatValue(v === null ? null : unit.fromBase(v), unit.unit);
  };
  const active = (band: ListedBand) => (
    <Badge variant={band.is_active ? "normal" : "outline"}>
      {t(band.is_active ? "signals.bands.active" : "signals.bands.inactive")}
    </Badge>
  );
  const actions = (band: ListedBand) =>
    canChange(band) ? (
      <div className="flex justify-end gap-1">
        <IconButton
          icon={PencilIcon}
          label={t("signals.bands.editNamed", { name: band.name })}
          onClick={() => onEdit(band)}
        />
        <DeleteBand band={band} />
      </div>
    ) : null;

  if (phone) {
    return (
      <ul className="flex flex-col gap-2" data-testid="band-list">
        {bands.map((band) => (
          <li key={band.id} className="flex flex-col gap-2 rounded-md border p-3" data-testid="band-row">
            <div className="flex items-start justify-between gap-2">
              <div className="flex min-w-0 flex-col gap-1">
                <span className="font-medium [overflow-wrap:anywhere]">{band.name}</span>
                <span className="text-xs text-muted-foreground">{labels.origin(band)}</span>
              </div>
              {actions(band)}
            </div>
            <dl className="grid grid-cols-2 gap-x-3 gap-y-1.5 text-sm">
              {(
                [
                  ["signals.bands.columns.basis", labels.basisText(band)],
                  ["signals.bands.columns.spectrum", labels.spectrumName(band.spectrum)],
                  ["signals.bands.columns.warning", zone(band, band.warning_zone)],
                  ["signals.bands.columns.alarm", zone(band, band.alarm_zone)],
                ] as const
              ).map(([key, text]) => (
                <div key={key} className="flex min-w-0 flex-col">
                  <dt className="text-xs text-muted-foreground">{t(key)}</dt>
                  <dd className="tabular-nums [overflow-wrap:anywhere]">{text}</dd>
                </div>
              ))}
              <div className="flex flex-col items-start">
                <dt className="sr-only">{t("signals.bands.columns.active")}</dt>
                <dd>{active(band)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    );
  }
  return (
    <Table data-testid="band-list">
      <TableHeader>
        <TableRow>
          <TableHead>{t("signals.bands.columns.name")}</TableHead>
          <TableHead>{t("signals.bands.columns.basis")}</TableHead>
          <TableHead>{t("signals.bands.columns.spectrum")}</TableHead>
          <TableHead className="text-right">{t("signals.bands.columns.warning")}</TableHead>
          <TableHead className="text-right">{t("signals.bands.columns.alarm")}</TableHead>
          <TableHead>{t("signals.bands.columns.active")}</TableHead>
          <TableHead>{t("signals.bands.columns.origin")}</TableHead>
          <TableHead>
            <span className="sr-only">{t("common.actions")}</span>
          </TableHead>
        </TableRow>
      </TableHeader>
      <TableBody>
        {bands.map((band) => (
          <TableRow key={band.id} data-testid="band-row">
            <TableCell className="font-medium">{band.name}</TableCell>
            <TableCell className="tabular-nums">{labels.basisText(band)}</TableCell>
            <TableCell>{labels.spectrumName(band.spectrum)}</TableCell>
            <TableCell className="text-right tabular-nums">{zone(band, band.warning_zone)}</TableCell>
            <TableCell className="text-right tabular-nums">{zone(band, band.alarm_zone)}</TableCell>
            <TableCell>{active(band)}</TableCell>
            <TableCell className="text-muted-foreground">{labels.origin(band)}</TableCell>
            <TableCell>{actions(band)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** Deleting a band takes its trend and zones with it: asked first. */
function DeleteBand({ band }: { band: ListedBand }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const remove = useMutation(trpc.analysis.deleteBand.mutationOptions());
  return (
    <ConfirmAction
      title={t("signals.bands.deleteTitle", { name: band.name })}
      description={t("signals.bands.deleteDescription")}
      confirmLabel={t("common.delete")}
      pendingLabel={t("form.deleting")}
      successMessage={t("messages.itemDeleted", { item: t("signals.bands.item") })}
      onConfirm={async () => {
        await remove.mutateAsync({ id: band.id });
        await Promise.all([
          queryClient.invalidateQueries({ queryKey: trpc.analysis.bands.pathKey() }),
          // Its readings and level zones are gone with it.
          queryClient.invalidateQueries({ queryKey: trpc.signals.pathKey() }),
        ]);
      }}
      trigger={
        <Button
          type="button"
          variant="ghost"
          size="icon"
          aria-label={t("signals.bands.deleteNamed", { name: band.name })}
        >
          <Trash2Icon aria-hidden="true" />
        </Button>
      }
    />
  );
}
