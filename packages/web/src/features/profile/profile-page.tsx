import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { PageHeader } from "@/components/page/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { MfaRequiredAlert } from "./mfa-required-alert";

/** Own account at a glance. Editing the profile and enabling MFA come in later releases. */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const enableMfa = new URLSearchParams(useSearch()).get("enableMfa") === "true";
  const role = user.role;
  const rows: [label: string, value: React.ReactNode][] = [
    [t("profile.name"), user.full_name],
    [t("profile.email"), user.email],
    [t("profile.role"), role.name],
    ...(user.temp_role ? ([[t("profile.temporaryRole"), user.temp_role.name]] as [string, string][]) : []),
    [t("profile.company"), user.company?.name ?? t("profile.noCompany")],
    [
      t("profile.plants"),
      user.plants.length > 0 ? (
        <ul key="plants" className="flex flex-wrap gap-1.5">
          {user.plants.map((plant) => (
            <li key={plant.id}>
              <Badge variant="secondary">{plant.name}</Badge>
            </li>
          ))}
        </ul>
      ) : (
        t("profile.noPlants")
      ),
    ],
    [
      t("profile.twoFactor"),
      <Badge key="mfa" variant={user.is_mfa_enabled ? "normal" : "offline"}>
        {user.is_mfa_enabled ? t("profile.twoFactorOn") : t("profile.twoFactorOff")}
      </Badge>,
    ],
  ];
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader title={t("profile.title")} />
      {enableMfa || user.mfa_required ? <MfaRequiredAlert user={user} /> : null}
      <Card>
        <CardContent className="p-0">
          <dl className="divide-y" data-testid="profile-details">
            {rows.map(([label, value]) => (
              <div key={label} className="grid grid-cols-[10rem_1fr] items-center gap-4 px-5 py-2.5">
                <dt className="text-sm text-muted-foreground">{label}</dt>
                <dd className="min-w-0 text-sm">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
