import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
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
} from "@/components/ui/dialog";
import { PendingButton } from "@/components/ui/pending-button";
import { LabelledSelect, nameOptions } from "@/components/ui/select-box";
import { Skeleton } from "@/components/ui/skeleton";
import { AuthErrorAlert } from "@/features/auth/auth-error-alert";
import { useTRPC } from "@/lib/trpc";

const GUARD_SETTLE_MS = 50;

/** The roles this user may act as (`auth.roles`); loaded only when asked for. */
export function useTempRoleChoices(enabled: boolean) {
  const trpc = useTRPC();
  return useQuery({
    ...trpc.auth.roles.queryOptions(undefined, { enabled }),
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
}

/** Sets or clears the temporary role; everything fetched under the old role is fetched again. */
export function useSetTempRole() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  return useMutation({
    ...trpc.auth.tempRole.mutationOptions(),
    meta: { handlesErrors: true },
    onSuccess: async (user) => {
      queryClient.setQueryData(trpc.auth.user.queryKey(), (old) => (old ? { ...old, user } : old));
      toast.success(
        user.temp_role
          ? t("account.tempRoleSet", { role: user.temp_role.name })
          : t("account.tempRoleCleared"),
      );
      // Let the guards see the new role first, so a page the role may not open is left before its
      // data is fetched again (a refetch under the new role would only answer 403).
      await new Promise((resolve) => setTimeout(resolve, GUARD_SETTLE_MS));
      await queryClient.invalidateQueries();
    },
  });
}

/**
 * Spec part 1 §4: a temporary role replaces the role while set and takes precedence. Staff,
 * developers and role managers pick one here; "use my own role" clears it.
 */
export function TempRoleDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const user = useAuthUser();
  const choices = useTempRoleChoices(open);
  const setRole = useSetTempRole();
  const [picked, setPicked] = useState<string>("");

  const apply = async (roleId: number | null) => {
    const result = await setRole.mutateAsync({ role_id: roleId }).catch(() => null);
    if (result) onOpenChange(false);
  };
  const roles = choices.data ?? [];
  const value = picked || (user.temp_role ? String(user.temp_role.id) : "");
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPicked("");
          setRole.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent data-testid="temp-role-dialog">
        <DialogHeader>
          <DialogTitle>{t("account.tempRoleTitle")}</DialogTitle>
          <DialogDescription>
            {user.temp_role
              ? t("account.tempRoleActive", { role: user.temp_role.name, own: user.role.name })
              : t("account.tempRoleIntro", { own: user.role.name })}
          </DialogDescription>
        </DialogHeader>
        {setRole.isError ? <AuthErrorAlert error={setRole.error} /> : null}
        {choices.isError ? (
          <AuthErrorAlert error={choices.error} />
        ) : choices.isPending ? (
          <Skeleton className="h-9 w-full" />
        ) : roles.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("account.tempRoleNone")}</p>
        ) : (
          <LabelledSelect
            variant="form"
            id="temp-role-select"
            label={t("account.tempRoleLabel")}
            value={value}
            options={nameOptions(roles)}
            placeholder={t("form.selectPlaceholder")}
            onChange={setPicked}
          />
        )}
        <DialogFooter>
          {user.temp_role ? (
            <Button variant="outline" onClick={() => void apply(null)} disabled={setRole.isPending}>
              {t("account.useOwnRole")}
            </Button>
          ) : null}
          <PendingButton
            onClick={() => void apply(Number(value))}
            disabled={setRole.isPending || value === "" || value === String(user.temp_role?.id ?? "")}
            pending={setRole.isPending}
          >
            {t("account.tempRoleApply")}
          </PendingButton>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
