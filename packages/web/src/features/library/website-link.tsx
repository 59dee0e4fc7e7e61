import { ExternalLinkIcon } from "lucide-react";

/** A brand's website, opened in a new tab; shown without its scheme. */
export function WebsiteLink({ url }: { url: string | null }) {
  if (!url) return null;
  const href = /^https?:\/\//i.test(url) ? url : `https://${url}`;
  return (
    <a
      href={href}
      target="_blank"
      rel="noreferrer noopener"
      className="inline-flex items-center gap-1 text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
    >
      {url.replace(/^https?:\/\//i, "")}
      <ExternalLinkIcon className="size-3" aria-hidden="true" />
    </a>
  );
}
