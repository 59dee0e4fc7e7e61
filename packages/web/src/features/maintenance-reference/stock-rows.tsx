import { useQuery } from "@tanstack/react-query";
import { PlusIcon, Trash2Icon, TriangleAlertIcon } from "lucide-react";
import { useFieldArray, useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { FormFields } from "@/components/form/form-fields";
import { IconButton } from "@/components/form/icon-button";
import { Button } from "@/components/ui/button";
import { useTRPC } from "@/lib/trpc";
import { formatAmount } from "./reference-fields";

interface StockValues {
  plant_id: number;
  unit: string;
  reorder_point: number;
  stock: { store_room_id: number; quantity: number }[];
}

/** The plant the part form names, once chosen. */
export function useFormPlantId(): number {
  const { control } = useFormContext<StockValues>();
  return Number(useWatch({ control, name: "plant_id" })) || 0;
}

/**
 * How many of the part each store room of its plant holds: one row per store room (a room can be
 * listed once), the quantity never negative. Warns when the total is at or below the reorder point.
 */
export function StockRows() {
  const { t, i18n } = useTranslation();
  const trpc = useTRPC();
  const plantId = useFormPlantId();
  const { control, getValues } = useFormContext<StockValues>();
  const { fields, append, remove } = useFieldArray({ control, name: "stock", keyName: "key" });
  const rooms = useQuery({
    ...trpc.maintenance.parts.storeRoomOptions.queryOptions({ plant_id: plantId }),
    enabled: plantId > 0,
  });
  const stock = useWatch({ control, name: "stock" }) ?? [];
  const reorderPoint = Number(useWatch({ control, name: "reorder_point" })) || 0;
  const unit = useWatch({ control, name: "unit" }) ?? "";
  const total = stock.reduce((sum, row) => sum + (Number(row?.quantity) || 0), 0);
  const listed = new Set(stock.map((row) => Number(row?.store_room_id)));
  const options = (rooms.data ?? []).map((room) => ({ value: String(room.id), label: room.name }));
  const free = (rooms.data ?? []).find((room) => !listed.has(room.id));
  const roomName = (index: number) =>
    rooms.data?.find((room) => room.id === Number(getValues(`stock.${index}.store_room_id`)))?.name ??
    String(index + 1);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t("maintenanceReference.parts.stock")}</legend>
      {plantId === 0 ? (
        <p className="text-sm text-muted-foreground">{t("maintenanceReference.parts.choosePlant")}</p>
      ) : rooms.data && rooms.data.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("maintenanceReference.parts.noStoreRooms")}</p>
      ) : fields.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("maintenanceReference.parts.noStock")}</p>
      ) : null}
      {fields.map((field, index) => (
        <div
          key={field.key}
          className="grid items-start gap-3 rounded-md border p-3 sm:grid-cols-[2fr_1fr_auto]"
          data-testid="stock-row"
        >
          <FormFields
            fields={[
              {
                kind: "select",
                name: `stock.${index}.store_room_id`,
                label: t("maintenanceReference.parts.storeRoom"),
                options,
                parse: Number,
                required: true,
              },
              {
                kind: "number",
                name: `stock.${index}.quantity`,
                label: t("maintenanceReference.parts.quantity"),
                unit,
                min: 0,
                step: "any",
                required: true,
              },
            ]}
          />
          <IconButton
            icon={Trash2Icon}
            className="sm:mt-6"
            label={t("maintenanceReference.parts.removeStock", { name: roomName(index) })}
            onClick={() => remove(index)}
          />
        </div>
      ))}
      {plantId > 0 && (fields.length > 0 || reorderPoint > 0) && total <= reorderPoint ? (
        <p
          className="flex items-center gap-2 rounded-md border border-status-warning/40 bg-status-warning/10 px-3 py-2 text-sm text-status-warning"
          role="status"
          data-testid="reorder-warning"
        >
          <TriangleAlertIcon className="size-4 shrink-0" aria-hidden="true" />
          {t("maintenanceReference.parts.belowReorderWarning", {
            point: formatAmount(reorderPoint, i18n.language),
            unit,
          })}
        </p>
      ) : null}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={!free}
          onClick={() => free && append({ store_room_id: free.id, quantity: 0 })}
        >
          <PlusIcon aria-hidden="true" />
          {t("maintenanceReference.parts.addStock")}
        </Button>
      </div>
    </fieldset>
  );
}
