import { effectiveRole } from "@plantwise/shared";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSearch } from "wouter";
import { useAuthUser } from "@/auth/auth-context";
import { PageHeader } from "@/components/page/page-header";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent } from "@/components/ui/card";
import { TitledCard } from "@/components/ui/titled-card";
import { ChangePasswordForm } from "./change-password-card";
import { MfaRequiredAlert } from "./mfa-required-alert";
import { MfaSection } from "./mfa-section";
import { PhoneSection } from "./phone-section";
import { ProfileForm } from "./profile-form";

/**
 * Own account (spec part 1 §2.4): edit own data, verify the phone number by code, enable or
 * disable the second factor, change the password.
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const user = useAuthUser();
  const enableMfa = new URLSearchParams(useSearch()).get("enableMfa") === "true";
  const role = user.role;
  const rows: [label: string, value: ReactNode][] = [
    [t("profile.name"), user.full_name],
    [t("profile.email"), user.email],
    [t("profile.role"), role.name],
    ...(user.temp_role
      ? ([
          [
            t("profile.temporaryRole"),
            <Badge key="temp" variant="warning" data-testid="profile-temp-role">
              {user.temp_role.name}
            </Badge>,
          ],
        ] as [string, ReactNode][])
      : []),
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
  ];
  const showRequirement = (enableMfa || user.mfa_required) && !user.is_mfa_enabled;
  return (
    <div className="flex max-w-3xl flex-col gap-4">
      <PageHeader title={t("profile.title")} />
      {showRequirement ? <MfaRequiredAlert user={user} canSkip={!effectiveRole(user).is_forced_mfa} /> : null}
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
      <TitledCard id="profile-mfa" title={t("profile.twoFactor")} description={t("account.mfaDescription")}>
        <MfaSection />
      </TitledCard>
      <TitledCard title={t("account.detailsTitle")} description={t("account.detailsDescription")}>
        <ProfileForm />
      </TitledCard>
      <TitledCard title={t("account.phoneTitle")} description={t("account.phoneDescription")}>
        <PhoneSection />
      </TitledCard>
      <TitledCard title={t("account.passwordTitle")} description={t("account.passwordDescription")}>
        <ChangePasswordForm />
      </TitledCard>
    </div>
  );
}
