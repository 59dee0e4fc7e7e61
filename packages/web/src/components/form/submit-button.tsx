import { LoaderCircleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";

/** A form's submit button: "Saving…" with a spinner, and disabled, while the save runs. */
export function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  const { t } = useTranslation();
  return (
    <Button type="submit" disabled={submitting} data-testid="form-submit">
      {submitting ? <LoaderCircleIcon className="animate-spin" aria-hidden="true" /> : null}
      {submitting ? t("form.saving") : label}
    </Button>
  );
}
