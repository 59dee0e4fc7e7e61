import { PencilIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "wouter";
import { useEditedRecord } from "@/components/form/record-form-page";
import { RecordDetailsPage } from "@/components/record/record-details-page";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { useTRPC } from "@/lib/trpc";

/** /companies/:id/info — a read-only summary: plan, renewal, region, plants with zones, users per role. */
export function CompanyInfoPage() {
  const { t } = useTranslation();
  const trpc = useTRPC();
  const { record } = useEditedRecord((id) => trpc.companies.info.queryOptions({ id }));
  const notSet = t("common.notSet");
  return (
    <RecordDetailsPage
      record={record}
      loadingTitle={t("pages.companyInfo")}
      title={(company) => company.name}
      subtitle={t("pages.companyInfo")}
      back={{ href: "/companies", label: t("pages.companies") }}
      actions={(company) => (
        <Button asChild variant="outline" size="sm">
          <Link href={`/companies/${company.id}`}>
            <PencilIcon aria-hidden="true" />
            {t("companies.edit")}
          </Link>
        </Button>
      )}
    >
      {(company) => (
        <div className="grid gap-4 lg:grid-cols-3">
          <Card>
            <CardHeader>
              <CardTitle>{t("companies.summary")}</CardTitle>
            </CardHeader>
            <CardContent>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm" data-testid="company-summary">
                <dt className="text-muted-foreground">{t("companies.billingPlan")}</dt>
                <dd>{company.billing_plan ?? notSet}</dd>
                <dt className="text-muted-foreground">{t("companies.renewalDate")}</dt>
                <dd>{company.renewal_date ?? notSet}</dd>
                <dt className="text-muted-foreground">{t("companies.region")}</dt>
                <dd>{company.region ?? notSet}</dd>
                <dt className="text-muted-foreground">{t("companies.distributor")}</dt>
                <dd>{company.distributor_name ?? notSet}</dd>
                <dt className="text-muted-foreground">{t("companies.users")}</dt>
                <dd className="tabular-nums">{company.users_count}</dd>
              </dl>
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("companies.plantsAndZones")}</CardTitle>
            </CardHeader>
            <CardContent>
              {company.plants.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("companies.noPlants")}</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("companies.name")}</TableHead>
                      <TableHead>{t("companies.timeZone")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {company.plants.map((plant) => (
                      <TableRow key={plant.id}>
                        <TableCell>
                          <Link href={`/plants/${plant.id}`} className="text-primary hover:underline">
                            {plant.name}
                          </Link>
                        </TableCell>
                        <TableCell>{plant.time_zone}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle>{t("companies.usersByRole")}</CardTitle>
            </CardHeader>
            <CardContent>
              {company.users_by_role.length === 0 ? (
                <p className="text-sm text-muted-foreground">{t("companies.noUsers")}</p>
              ) : (
                <Table>
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t("companies.role")}</TableHead>
                      <TableHead className="text-right">{t("companies.users")}</TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {company.users_by_role.map((row) => (
                      <TableRow key={row.role_id}>
                        <TableCell>{row.role_name}</TableCell>
                        <TableCell className="text-right tabular-nums">{row.users}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              )}
            </CardContent>
          </Card>
        </div>
      )}
    </RecordDetailsPage>
  );
}
