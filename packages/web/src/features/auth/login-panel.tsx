import { ArrowLeftIcon, ConstructionIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";

/** A login-area screen that is not built yet, said plainly, with the way back. */
export function LoginPanel({ title, body }: { title: string; body: string }) {
  const { t } = useTranslation();
  return (
    <Card data-testid="coming-soon">
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription className="flex items-start gap-2 pt-1">
          <ConstructionIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {body}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Button asChild variant="outline" className="w-full">
          <Link href="/login/sign-in">
            <ArrowLeftIcon aria-hidden="true" />
            {t("auth.backToSignIn")}
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}
