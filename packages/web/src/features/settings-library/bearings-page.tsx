import type { RouterOutputs } from "@plantwise/api/router";
import { hasPermission } from "@plantwise/shared";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ColumnDef } from "@tanstack/react-table";
import { CircleDotIcon, PlusIcon } from "lucide-react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";
import { SETTINGS_TABS } from "@/app/tabs";
import { useAuthUser } from "@/auth/auth-context";
import { EntityForm } from "@/components/form/entity-form";
import { NumberField } from "@/components/form/number-field";
import { SelectField } from "@/components/form/select-field";
import { TextField } from "@/components/form/text-field";
import { ListPage } from "@/components/list/list-page";
import type { ListFilter, ListQueryInput } from "@/components/list/list-types";
import { PageTabs } from "@/components/page/page-tabs";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { DeleteEntry, ReadOnlyFields } from "@/features/library/entry-parts";
import { useBrandOptions, withCurrent } from "@/features/library/library-options";
import { canWriteLibraryRow, OwnerBadge, SharedReadOnlyNotice } from "@/features/library/library-shared";
import { useTRPC } from "@/lib/trpc";
import { openButtonClass, useNumberFormat } from "./settings-shared";

export type BearingRow = RouterOutputs["library"]["bearings"]["list"]["data"][number];
type Orders = NonNullable<BearingRow["frequencies"]>;
const ORDER_KEYS = ["ftf", "bpfo", "bpfi", "bsf"] as const satisfies readonly (keyof Orders)[];

const NONE = "0";
const parseRef = (value: string) => (value === NONE ? null : Number(value));

/**
 * /settings/bearing: the bearing library with each bearing's defect frequencies as orders of shaft
 * speed. There is no record route, so bearings are created and edited in a dialog.
 */
export function BearingsPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const brands = useBrandOptions();
  const mm = useNumberFormat(2);
  const order = useNumberFormat(3);
  const [editing, setEditing] = useState<BearingRow | "new" | null>(null);
  const createAction = hasPermission(user, "create_library") ? (
    <Button size="sm" onClick={() => setEditing("new")}>
      <PlusIcon aria-hidden="true" />
      {t("settingsLibrary.bearings.create")}
    </Button>
  ) : undefined;
  const filters = useMemo<ListFilter[]>(
    () =>
      brands.length > 0
        ? [{ id: "brand_id", label: t("settingsLibrary.bearings.brand"), options: brands }]
        : [],
    [t, brands],
  );
  const columns = useMemo<ColumnDef<BearingRow>[]>(
    () => [
      {
        id: "designation",
        accessorKey: "designation",
        header: t("settingsLibrary.bearings.designation"),
        cell: ({ row }) => (
          <span className="flex flex-wrap items-center gap-2">
            <button type="button" className={openButtonClass} onClick={() => setEditing(row.original)}>
              {row.original.designation}
            </button>
            <OwnerBadge companyId={row.original.company_id} />
          </span>
        ),
      },
      { id: "brand_name", accessorKey: "brand_name", header: t("settingsLibrary.bearings.brand") },
      {
        id: "ball_count",
        accessorKey: "ball_count",
        header: t("settingsLibrary.bearings.colBalls"),
        meta: { align: "right" },
      },
      {
        id: "ball_diameter_mm",
        header: t("settingsLibrary.bearings.colBall"),
        enableSorting: false,
        meta: { align: "right" },
        cell: ({ row }) => <span className="tabular-nums">{mm(row.original.ball_diameter_mm)}</span>,
      },
      {
        id: "pitch_diameter_mm",
        header: t("settingsLibrary.bearings.colPitch"),
        enableSorting: false,
        meta: { align: "right" },
        cell: ({ row }) => <span className="tabular-nums">{mm(row.original.pitch_diameter_mm)}</span>,
      },
      {
        id: "contact_angle_deg",
        header: t("settingsLibrary.bearings.colAngle"),
        enableSorting: false,
        meta: { align: "right" },
        cell: ({ row }) => <span className="tabular-nums">{mm(row.original.contact_angle_deg)}°</span>,
      },
      ...ORDER_KEYS.map(
        (key): ColumnDef<BearingRow> => ({
          id: key,
          header: () => (
            <abbr title={t(`settingsLibrary.bearings.${key}Long`)} className="no-underline">
              {t(`settingsLibrary.bearings.${key}`)}
            </abbr>
          ),
          enableSorting: false,
          meta: { align: "right" },
          cell: ({ row }) =>
            row.original.frequencies ? (
              <span className="tabular-nums">{order(row.original.frequencies[key])}×</span>
            ) : (
              <span className="text-muted-foreground">—</span>
            ),
        }),
      ),
    ],
    [t, mm, order],
  );
  return (
    <div className="flex flex-col gap-4">
      <PageTabs tabs={SETTINGS_TABS} />
      <ListPage<BearingRow>
        listId="bearings"
        title={t("settingsLibrary.bearings.title")}
        columns={columns}
        filters={filters}
        getRowId={(row) => String(row.id)}
        queryOptions={(input: ListQueryInput) => trpc.library.bearings.list.queryOptions(input)}
        emptyTitle={t("settingsLibrary.bearings.emptyTitle")}
        emptyDescription={t("settingsLibrary.bearings.emptyDescription")}
        renderCard={(row) => <BearingCard bearing={row} onOpen={() => setEditing(row)} />}
        primaryAction={createAction}
      />
      {editing !== null ? (
        <BearingDialog bearing={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </div>
  );
}

/** FTF, BPFO, BPFI, BSF side by side, or why they are missing. */
function OrdersList({ frequencies }: { frequencies: BearingRow["frequencies"] }) {
  const { t } = useTranslation();
  const order = useNumberFormat(3);
  if (!frequencies) {
    return <p className="text-xs text-muted-foreground">{t("settingsLibrary.bearings.noFrequencies")}</p>;
  }
  return (
    <dl className="grid grid-cols-4 gap-2 text-center">
      {ORDER_KEYS.map((key) => (
        <div key={key} className="rounded-md bg-muted/50 px-1 py-1.5">
          <dt className="text-xs text-muted-foreground" title={t(`settingsLibrary.bearings.${key}Long`)}>
            {t(`settingsLibrary.bearings.${key}`)}
          </dt>
          <dd className="text-sm font-medium tabular-nums">{order(frequencies[key])}×</dd>
        </div>
      ))}
    </dl>
  );
}

function BearingCard({ bearing, onOpen }: { bearing: BearingRow; onOpen: () => void }) {
  const mm = useNumberFormat(2);
  return (
    <Card className="h-full">
      <CardContent className="flex flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <button
            type="button"
            className="flex items-center gap-2 text-left font-medium outline-none hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            onClick={onOpen}
          >
            <CircleDotIcon className="size-4 shrink-0 text-primary" aria-hidden="true" />
            {bearing.designation}
          </button>
          <OwnerBadge companyId={bearing.company_id} />
        </div>
        <p className="text-xs text-muted-foreground">
          {[
            bearing.brand_name,
            `${bearing.ball_count} × ${mm(bearing.ball_diameter_mm)} mm`,
            `Ø ${mm(bearing.pitch_diameter_mm)} mm`,
            `${mm(bearing.contact_angle_deg)}°`,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        <OrdersList frequencies={bearing.frequencies} />
      </CardContent>
    </Card>
  );
}

interface BearingMessages {
  required: string;
  whole: string;
  smaller: string;
  angle: string;
  positive: string;
}

function bearingSchema(m: BearingMessages) {
  const size = z.number({ error: m.required }).positive({ error: m.positive });
  const optionalSize = z.number().positive({ error: m.positive }).optional();
  return z
    .object({
      designation: z.string().trim().min(1, { error: m.required }).max(120),
      brand_id: z.number().int().positive().nullable(),
      ball_count: z
        .number({ error: m.required })
        .refine(Number.isInteger, { error: m.whole })
        .min(1, { error: m.whole }),
      ball_diameter_mm: size,
      pitch_diameter_mm: size,
      contact_angle_deg: z
        .number({ error: m.required })
        .min(0, { error: m.angle })
        .lt(90, { error: m.angle }),
      bore_mm: optionalSize,
      outer_diameter_mm: optionalSize,
      width_mm: optionalSize,
      notes: z.string().max(2000),
    })
    .refine((v) => v.ball_diameter_mm < v.pitch_diameter_mm, {
      path: ["ball_diameter_mm"],
      message: m.smaller,
      when: (payload) =>
        !payload.issues.some(
          (i) => i.path?.[0] === "ball_diameter_mm" || i.path?.[0] === "pitch_diameter_mm",
        ),
    });
}
type BearingFormValues = z.input<ReturnType<typeof bearingSchema>>;

/** Create or edit a bearing; a shared one is shown read-only to customers. */
function BearingDialog({ bearing, onClose }: { bearing: BearingRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const queryClient = useQueryClient();
  const mm = useNumberFormat(2);
  const schema = useMemo(
    () =>
      bearingSchema({
        required: t("form.required"),
        whole: t("settingsLibrary.bearings.ballCountWhole"),
        smaller: t("settingsLibrary.bearings.ballSmaller"),
        angle: t("settingsLibrary.bearings.angleRange"),
        positive: t("settingsLibrary.bearings.positive"),
      }),
    [t],
  );
  const meta = { handlesErrors: true };
  const create = useMutation(trpc.library.bearings.create.mutationOptions({ meta }));
  const update = useMutation(trpc.library.bearings.update.mutationOptions({ meta }));
  const remove = useMutation(trpc.library.bearings.delete.mutationOptions());
  const writable = bearing ? canWriteLibraryRow(user, bearing.company_id) : true;
  const canSave = bearing ? hasPermission(user, "edit_library") : hasPermission(user, "create_library");
  const brands = withCurrent(useBrandOptions(), bearing?.brand_id, bearing?.brand_name);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.library.bearings.pathKey() });
  const label = (key: string, unit?: string) =>
    `${t(`settingsLibrary.bearings.${key}`)}${unit ? ` (${unit})` : ""}`;

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{bearing ? bearing.designation : t("settingsLibrary.bearings.create")}</DialogTitle>
          <DialogDescription>
            {bearing
              ? (bearing.brand_name ?? t("settingsLibrary.bearings.item"))
              : t("settingsLibrary.bearings.createHelp")}
          </DialogDescription>
        </DialogHeader>
        {bearing ? (
          <section className="flex flex-col gap-2" aria-label={t("settingsLibrary.bearings.frequencies")}>
            <h3 className="text-sm font-medium">{t("settingsLibrary.bearings.frequencies")}</h3>
            <OrdersList frequencies={bearing.frequencies} />
            <p className="text-xs text-muted-foreground">{t("settingsLibrary.bearings.frequenciesHelp")}</p>
          </section>
        ) : null}
        {bearing && (!writable || !canSave) ? (
          <div className="flex flex-col gap-3">
            {!writable ? <SharedReadOnlyNotice /> : null}
            <ReadOnlyFields
              badge={<OwnerBadge companyId={bearing.company_id} />}
              rows={[
                [label("designation"), bearing.designation],
                [label("brand"), bearing.brand_name],
                [label("ballCount"), String(bearing.ball_count)],
                [label("ballDiameter", "mm"), mm(bearing.ball_diameter_mm)],
                [label("pitchDiameter", "mm"), mm(bearing.pitch_diameter_mm)],
                [label("contactAngle", "°"), mm(bearing.contact_angle_deg)],
                [label("bore", "mm"), mm(bearing.bore_mm)],
                [label("outerDiameter", "mm"), mm(bearing.outer_diameter_mm)],
                [label("width", "mm"), mm(bearing.width_mm)],
                [label("notes"), bearing.notes],
              ]}
            />
          </div>
        ) : (
          <EntityForm
            schema={schema}
            id={bearing?.id ?? null}
            itemLabel={t("settingsLibrary.bearings.item")}
            defaultValues={
              {
                designation: bearing?.designation ?? "",
                brand_id: bearing?.brand_id ?? null,
                ball_count: bearing?.ball_count ?? undefined,
                ball_diameter_mm: bearing?.ball_diameter_mm ?? undefined,
                pitch_diameter_mm: bearing?.pitch_diameter_mm ?? undefined,
                contact_angle_deg: bearing?.contact_angle_deg ?? 0,
                bore_mm: bearing?.bore_mm ?? undefined,
                outer_diameter_mm: bearing?.outer_diameter_mm ?? undefined,
                width_mm: bearing?.width_mm ?? undefined,
                notes: bearing?.notes ?? "",
              } as BearingFormValues
            }
            onSubmit={async (values) => {
              const payload = {
                designation: values.designation,
                brand_id: values.brand_id,
                ball_count: values.ball_count,
                ball_diameter_mm: values.ball_diameter_mm,
                pitch_diameter_mm: values.pitch_diameter_mm,
                contact_angle_deg: values.contact_angle_deg,
                bore_mm: values.bore_mm ?? null,
                outer_diameter_mm: values.outer_diameter_mm ?? null,
                width_mm: values.width_mm ?? null,
                notes: values.notes || null,
              };
              const result = bearing
                ? await update.mutateAsync({ ...payload, id: bearing.id })
                : await create.mutateAsync(payload);
              await refresh();
              return result;
            }}
            onSaved={onClose}
          >
            <div className="grid gap-4 md:grid-cols-2">
              <TextField name="designation" label={label("designation")} required />
              <SelectField
                name="brand_id"
                label={label("brand")}
                options={[{ value: NONE, label: t("settingsLibrary.none") }, ...brands]}
                placeholder={t("settingsLibrary.none")}
                parse={parseRef}
              />
            </div>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 text-sm font-medium">{t("settingsLibrary.bearings.geometry")}</legend>
              <div className="grid gap-4 md:grid-cols-2">
                <NumberField name="ball_count" label={label("ballCount")} step={1} min={1} required />
                <NumberField
                  name="contact_angle_deg"
                  label={label("contactAngle")}
                  unit="°"
                  step="any"
                  min={0}
                />
                <NumberField
                  name="ball_diameter_mm"
                  label={label("ballDiameter")}
                  unit="mm"
                  step="any"
                  required
                />
                <NumberField
                  name="pitch_diameter_mm"
                  label={label("pitchDiameter")}
                  unit="mm"
                  step="any"
                  required
                />
              </div>
            </fieldset>
            <fieldset className="flex flex-col gap-3">
              <legend className="mb-1 text-sm font-medium">{t("settingsLibrary.bearings.dimensions")}</legend>
              <div className="grid gap-4 md:grid-cols-3">
                <NumberField name="bore_mm" label={label("bore")} unit="mm" step="any" />
                <NumberField name="outer_diameter_mm" label={label("outerDiameter")} unit="mm" step="any" />
                <NumberField name="width_mm" label={label("width")} unit="mm" step="any" />
              </div>
            </fieldset>
            <TextField name="notes" label={label("notes")} />
          </EntityForm>
        )}
        {bearing && writable && hasPermission(user, "delete_library") ? (
          <div className="flex justify-start border-t pt-3">
            <DeleteEntry
              name={bearing.designation}
              itemLabel={t("settingsLibrary.bearings.item")}
              onDelete={async (confirm) => {
                await remove.mutateAsync({ id: bearing.id, confirm });
                await refresh();
                onClose();
              }}
            />
          </div>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
