import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRoundIcon } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmAction } from "@/components/record/confirm-action";
import { TitledCard } from "@/components/ui/titled-card";
import { ToolButton } from "@/components/ui/tool-button";
import type { ControllerDetails } from "@/features/sensors/sensor-types";
import { useTRPC } from "@/lib/trpc";
import { TokenBox } from "./token-box";

/** A gateway's device token: its prefix, and rotation (the new token shown once, the old one dead). */
export function TokenCard({ controller, canEdit }: { controller: ControllerDetails; canEdit: boolean }) {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const rotate = useMutation(trpc.controllers.rotateToken.mutationOptions());
  const [token, setToken] = useState<string | null>(null);
  return (
    <TitledCard title={t("controllers.token")} contentClassName="flex flex-col gap-3 text-sm">
      <p className="text-muted-foreground">
        {t("controllers.tokenHelp", { prefix: controller.token_prefix })}
      </p>
      {token ? <TokenBox token={token} /> : null}
      {canEdit ? (
        <ConfirmAction
          title={t("controllers.rotateTitle")}
          description={t("controllers.rotateDescription")}
          confirmLabel={t("controllers.rotate")}
          pendingLabel={t("controllers.rotating")}
          successMessage={t("controllers.rotated")}
          onConfirm={async () => {
            const result = (await rotate.mutateAsync({ id: controller.id })) as { token: string };
            setToken(result.token);
            await queryClient.invalidateQueries({ queryKey: trpc.controllers.pathKey() });
          }}
          trigger={
            <ToolButton icon={KeyRoundIcon} className="w-fit">
              {t("controllers.rotate")}
            </ToolButton>
          }
        />
      ) : null}
    </TitledCard>
  );
}
