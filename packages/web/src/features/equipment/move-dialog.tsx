import { hasPermission } from "@plantwise/shared";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { LoaderCircleIcon, MoveIcon } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { useAuthUser } from "@/auth/auth-context";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
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
  const placeId = useId();
  const roomId = useId();
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
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (next) {
          setTarget(item.place === "asset" ? "asset" : item.place === "store_room" ? "store_room" : "limbo");
          setAssetId(item.asset_id);
          setStoreRoomId(item.store_room_id);
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <MoveIcon aria-hidden="true" />
          {t("equipment.move")}
        </Button>
      </DialogTrigger>
      <DialogContent className="sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("equipment.moveTitle", { name: item.name })}</DialogTitle>
          <DialogDescription>{t("equipment.moveDescription")}</DialogDescription>
        </DialogHeader>
        <div className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={placeId}>{t("equipment.place")}</Label>
            <Select value={target} onValueChange={(v) => setTarget(v as Target)}>
              <SelectTrigger id={placeId}>
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                <SelectItem value="asset">{t("equipment.placeAsset")}</SelectItem>
                <SelectItem value="store_room">{t("equipment.placeStoreRoom")}</SelectItem>
                <SelectItem value="limbo">{t("equipment.placeLimbo")}</SelectItem>
              </SelectContent>
            </Select>
          </div>
          {target === "asset" ? (
            <AssetPicker plantId={item.plant_id} value={assetId} onChange={setAssetId} />
          ) : target === "store_room" ? (
            storeRooms ? (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor={roomId}>{t("equipment.storeRoom")}</Label>
                <Select
                  value={storeRoomId === null ? "" : String(storeRoomId)}
                  onValueChange={(v) => setStoreRoomId(Number(v))}
                >
                  <SelectTrigger id={roomId}>
                    <SelectValue placeholder={t("equipment.chooseStoreRoom")} />
                  </SelectTrigger>
                  <SelectContent>
                    {storeRooms.map((room) => (
                      <SelectItem key={room.value} value={room.value}>
                        {room.label}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </div>
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
          <Button onClick={() => void run()} disabled={!ready || move.isPending}>
            {move.isPending ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
            {t("equipment.move")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
