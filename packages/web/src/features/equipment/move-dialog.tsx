import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MoveIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useAuthUser } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import { ButtonDialog } from "@/components/ui/button-dialog";
import { DialogFooter } from "@/components/ui/dialog";
import { PendingButton } from "@/components/ui/pending-button";
import { LabelledSelect } from "@/components/ui/select-box";
import { ToolButton } from "@/components/ui/tool-button";
import { useTRPC } from "@/lib/trpc";
import { AssetPicker } from "./asset-picker";
import type { EquipmentDetails } from "./equipment-form-dialog";

type Target = "asset" | "store_room" | "limbo";

/** POST /equipments/move/{itemId}: to an asset, a store room or limbo; kept in the history. */
export function MoveDialog({ item }: { item: EquipmentDetails }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const user = useAuthUser();
  const canRooms = hasPermission(user, "view_storerooms");
  const rooms = useQuery({
    ...trpc.library.storeRooms.list.queryOptions({ max: 100, plant_id: item.plant_id }),
    enabled: canRooms,
  });
  const storeRooms = canRooms
    ? (rooms.data?.data ?? []).map((r) => ({ value: String(r.id), label: r.name }))
    : null;
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [target, setTarget] = useState<Target>("asset");
  const [assetId, setAssetId] = useState<number | null>(null);
  const [storeRoomId, setStoreRoomId] = useState<number | null>(null);
  const move = useMutation(trpc.equipments.move.mutationOptions());
  const ready =
    target === "limbo" ||
    (target === "asset" && assetId !== null) ||
    (target === "store_room" && storeRoomId !== null);

  const run = async () => {
    if (!ready) return;
    try {
      await move.mutateAsync({
        itemId: item.id,
        ...(target === "asset" && assetId !== null ? { asset_id: assetId } : {}),
        ...(target === "store_room" && storeRoomId !== null ? { store_room_id: storeRoomId } : {}),
        ...(target === "limbo" ? { limbo: true } : {}),
      });
      await queryClient.invalidateQueries({ queryKey: trpc.equipments.pathKey() });
      toast.success(t("equipment.moved"));
      setOpen(false);
    } catch {
      // The global error handler shows the server's message (403 for another tenant's asset).
    }
  };

  return (
    <ButtonDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTarget(item.place === "asset" ? "asset" : item.place === "store_room" ? "store_room" : "limbo");
          setAssetId(item.asset_id);
          setStoreRoomId(item.store_room_id);
        }
      }}
      trigger={<ToolButton icon={MoveIcon}>{t("equipment.move")}</ToolButton>}
      title={t("equipment.moveTitle", { name: item.name })}
      description={t("equipment.moveDescription")}
      className="sm:max-w-2xl"
    >
      <div className="flex flex-col gap-4">
        <LabelledSelect
          variant="form"
          label={t("equipment.place")}
          value={target}
          options={[
            { value: "asset", label: t("equipment.placeAsset") },
            { value: "store_room", label: t("equipment.placeStoreRoom") },
            { value: "limbo", label: t("equipment.placeLimbo") },
          ]}
          onChange={(v) => setTarget(v as Target)}
        />
        {target === "asset" ? (
          <AssetPicker plantId={item.plant_id} value={assetId} onChange={setAssetId} />
        ) : target === "store_room" ? (
          storeRooms ? (
            <LabelledSelect
              variant="form"
              label={t("equipment.storeRoom")}
              value={storeRoomId === null ? "" : String(storeRoomId)}
              options={storeRooms}
              placeholder={t("equipment.chooseStoreRoom")}
              onChange={(v) => setStoreRoomId(Number(v))}
            />
          ) : (
            <p className="text-sm text-muted-foreground">{t("equipment.storeRoomsUnavailable")}</p>
          )
        ) : (
          <p className="text-sm text-muted-foreground">{t("equipment.limboHelp")}</p>
        )}
      </div>
      <DialogFooter>
        <Button variant="outline" onClick={() => setOpen(false)}>
          {t("common.cancel")}
        </Button>
        <PendingButton
          onClick={() => void run()}
          disabled={!ready || move.isPending}
          pending={move.isPending}
        >
          {t("equipment.move")}
        </PendingButton>
      </DialogFooter>
    </ButtonDialog>
  );
}
