/**
 * A device token shown once (after creating a controller or rotating its token): read-only,
 * selectable, with a copy button and the warning that it will not be shown again.
 */
import { CopyIcon, TriangleAlertIcon } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Alert, AlertDescription, AlertTitle } from "@/components/ui/alert";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { notifyErrorText, notifySuccess } from "@/lib/notify";

export function TokenBox({ token, children }: { token: string; children?: React.ReactNode }) {
  const { t } = useTranslation();
  const id = useId();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(token);
      notifySuccess(t("controllers.tokenCopied"));
    } catch {
      notifyErrorText(t("controllers.tokenCopyFailed"));
    }
  };
  return (
    <Alert variant="warning" data-testid="token-box">
      <TriangleAlertIcon aria-hidden="true" />
      <AlertTitle>{t("controllers.tokenTitle")}</AlertTitle>
      <AlertDescription className="flex flex-col gap-2">
        <p>{t("controllers.tokenWarning")}</p>
        <Label htmlFor={id} className="sr-only">
          {t("controllers.token")}
        </Label>
        <div className="flex gap-2">
          <Input
            id={id}
            readOnly
            value={token}
            className="font-mono text-xs"
            onFocus={(e) => e.target.select()}
          />
          <Button type="button" variant="outline" onClick={() => void copy()}>
            <CopyIcon aria-hidden="true" />
            {t("controllers.copy")}
          </Button>
        </div>
        {children}
      </AlertDescription>
    </Alert>
  );
}
