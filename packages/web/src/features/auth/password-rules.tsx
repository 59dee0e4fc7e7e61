import { PASSWORD_MIN_LENGTH, type PasswordRule, passwordProblems } from "@plantwise/shared";
import { CheckIcon, CircleIcon } from "lucide-react";
import { useTranslation } from "react-i18next";
import { cn } from "@/lib/utils";

const RULES: readonly PasswordRule[] = [
  "min_length",
  "lowercase",
  "uppercase",
  "digit",
  "special",
  "account_name",
];

/** The password rules of spec part 1 §5, each ticked off live as the user types. */
export function PasswordRules({ password, accountName }: { password: string; accountName?: string | null }) {
  const { t } = useTranslation();
  const broken = new Set(passwordProblems(password, accountName));
  return (
    <ul
      className="flex flex-col gap-1 text-xs"
      aria-label={t("login.rulesTitle")}
      data-testid="password-rules"
    >
      {RULES.map((rule) => {
        const ok = password.length > 0 && !broken.has(rule);
        return (
          <li
            key={rule}
            data-rule={rule}
            data-ok={ok}
            className={cn(
              "flex items-center gap-1.5",
              ok ? "text-emerald-700 dark:text-emerald-400" : "text-muted-foreground",
            )}
          >
            {ok ? (
              <CheckIcon className="size-3.5 shrink-0" aria-hidden="true" />
            ) : (
              <CircleIcon className="size-3 shrink-0" aria-hidden="true" />
            )}
            <span>{t(`login.rules.${rule}`, { count: PASSWORD_MIN_LENGTH })}</span>
            <span className="sr-only">{ok ? t("login.ruleMet") : t("login.ruleNotMet")}</span>
          </li>
        );
      })}
    </ul>
  );
}
