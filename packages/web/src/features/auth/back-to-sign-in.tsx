import { ArrowLeftIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button, type ButtonProps } from "@/components/ui/button";

/** The way back to the sign-in form, across the card; "Back to sign in" unless `label` says more. */
export function BackToSignIn({
  label,
  variant = "ghost",
  size = "sm",
  onClick,
}: Pick<ButtonProps, "variant" | "size" | "onClick"> & { label?: string }) {
  const { t } = useTranslation();
  return (
    <Button asChild variant={variant} size={size} className="w-full" onClick={onClick}>
      <Link href="/login/sign-in">
        <ArrowLeftIcon aria-hidden="true" />
        {label ?? t("auth.backToSignIn")}
      </Link>
    </Button>
  );
}
