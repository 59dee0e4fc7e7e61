import { SearchXIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";

export function NotFoundPage({ signedIn = true }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  return (
    <div
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
      data-testid="not-found"
    >
      <SearchXIcon className="size-10 text-muted-foreground" aria-hidden="true" />
      <h1 className="text-xl font-semibold">{t("notFound.title")}</h1>
      <p className="text-muted-foreground">{t("notFound.description")}</p>
      <Button asChild variant="outline">
        <Link href={signedIn ? "/dashboard" : "/login/sign-in"}>
          {signedIn ? t("notFound.home") : t("notFound.signIn")}
        </Link>
      </Button>
    </div>
  );
}
