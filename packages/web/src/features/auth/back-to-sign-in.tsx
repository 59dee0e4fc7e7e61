import { ArrowLeftIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Button asChild variant="ghost" size="sm" className="w-full">
      <Link href="/login/sign-in">
        <ArrowLeftIcon aria-hidden="true" />
        {t("auth.backToSignIn")}
      </Link>
    </Button>
  );
}
