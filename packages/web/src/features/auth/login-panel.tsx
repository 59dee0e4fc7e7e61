import { ConstructionIcon } from "lucide-react";
import { AuthCard } from "./auth-card";
import { BackToSignIn } from "./back-to-sign-in";

/** A login-area screen that is not built yet, said plainly, with the way back. */
export function LoginPanel({ title, body }: { title: string; body: string }) {
  return (
    <AuthCard
      data-testid="coming-soon"
      title={title}
      description={
        <span className="flex items-start gap-2 pt-1">
          <ConstructionIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {body}
        </span>
      }
    >
      <BackToSignIn variant="outline" size="default" />
    </AuthCard>
  );
}
