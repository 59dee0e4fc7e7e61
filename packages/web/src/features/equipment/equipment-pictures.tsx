import { PICTURE_MAX_BYTES, PICTURE_MIME_TYPES } from "@plantwise/shared";
import { useQueryClient } from "@tanstack/react-query";
import { ImagePlusIcon, Trash2Icon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { ConfirmAction } from "@/components/record/confirm-action";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { PendingButton } from "@/components/ui/pending-button";
import { joinMessages } from "@/lib/api-error";
import { notifyErrorText, translateServerMessage } from "@/lib/notify";
import { requestHeaders, useTRPC } from "@/lib/trpc";
import { AuthedImage } from "./authed-image";
import type { EquipmentDetails } from "./equipment-form-dialog";

const MAX_MB = PICTURE_MAX_BYTES / 1024 / 1024;

/** The REST facade's error body (spec part 1 §8): `message`, and `messages` per field. */
async function errorFrom(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string; messages?: string[][] };
    if (body.messages && body.messages.length > 0) return joinMessages(body.messages);
    if (body.message) return translateServerMessage(body.message);
  } catch {
    // not JSON: a proxy page or an empty body
  }
  return fallback;
}

/** Picture uploads are multipart REST calls (api lib/uploads.ts), with the session's bearer token. */
async function send(method: "POST" | "DELETE", url: string, body?: FormData): Promise<void> {
  const response = await fetch(url, { method, headers: requestHeaders(), ...(body ? { body } : {}) });
  if (!response.ok) throw new Error(await errorFrom(response, `HTTP ${response.status}`));
}

export function EquipmentPictures({ item, canEdit }: { item: EquipmentDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [uploading, setUploading] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: trpc.equipments.pathKey() });

  const upload = async (file: File) => {
    if (!(PICTURE_MIME_TYPES as readonly string[]).includes(file.type)) {
      notifyErrorText(t("equipment.pictureWrongType"));
      return;
    }
    if (file.size > PICTURE_MAX_BYTES) {
      notifyErrorText(t("equipment.pictureTooBig", { mb: MAX_MB }));
      return;
    }
    const form = new FormData();
    form.append("picture", file);
    setUploading(true);
    try {
      await send("POST", `/api/equipments/${item.id}/pictures`, form);
      toast.success(t("messages.itemCreated", { item: t("equipment.picture") }));
      await refresh();
    } catch (error) {
      notifyErrorText((error as Error).message);
    } finally {
      setUploading(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  };

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle className="text-base">{t("equipment.pictures")}</CardTitle>
        {canEdit ? (
          <>
            <input
              ref={inputRef}
              id={inputId}
              type="file"
              accept={PICTURE_MIME_TYPES.join(",")}
              className="sr-only"
              data-testid="picture-input"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) void upload(file);
              }}
            />
            <PendingButton
              size="sm"
              variant="outline"
              disabled={uploading}
              onClick={() => inputRef.current?.click()}
              pending={uploading}
              icon={<ImagePlusIcon aria-hidden="true" />}
            >
              {uploading ? t("equipment.uploading") : t("equipment.upload")}
            </PendingButton>
          </>
        ) : null}
      </CardHeader>
      <CardContent className="flex flex-col gap-2">
        {item.pictures.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("equipment.noPictures")}</p>
        ) : (
          <ul className="grid grid-cols-[repeat(auto-fill,minmax(8rem,1fr))] gap-2">
            {item.pictures.map((picture) => (
              <li key={picture.id} className="group relative overflow-hidden rounded-md border bg-muted">
                <div className="h-28">
                  <AuthedImage
                    url={picture.thumb_url ?? picture.url}
                    alt={t("equipment.pictureAlt", { name: picture.original_name })}
                    className="h-28 w-full object-cover"
                    unavailableLabel={t("equipment.pictureUnavailable")}
                  />
                </div>
                {canEdit ? (
                  <ConfirmAction
                    title={t("equipment.deletePictureTitle")}
                    description={t("equipment.deletePictureDescription", { name: picture.original_name })}
                    confirmLabel={t("common.delete")}
                    pendingLabel={t("equipment.deleting")}
                    successMessage={t("messages.itemDeleted", { item: t("equipment.picture") })}
                    onConfirm={async () => {
                      try {
                        await send("DELETE", `/api/equipments/${item.id}/pictures/${picture.id}`);
                      } catch (error) {
                        notifyErrorText((error as Error).message);
                        throw error;
                      }
                      await refresh();
                    }}
                    trigger={
                      <Button
                        size="icon"
                        variant="secondary"
                        className="absolute top-1 right-1 size-7"
                        aria-label={t("equipment.deletePicture", { name: picture.original_name })}
                      >
                        <Trash2Icon aria-hidden="true" />
                      </Button>
                    }
                  />
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {canEdit ? (
          <p className="text-xs text-muted-foreground">{t("equipment.uploadHelp", { mb: MAX_MB })}</p>
        ) : null}
      </CardContent>
    </Card>
  );
}
