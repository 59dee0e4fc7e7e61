import { useQuery } from "@tanstack/react-query";
import { ImageOffIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Skeleton } from "@/components/ui/skeleton";
import { requestHeaders } from "@/lib/trpc";
import { cn } from "@/lib/utils";

/**
 * Item pictures are served only to a signed-in caller (GET /api/files/equipment/{name} checks the
 * bearer token and the plant scope), and an <img src> cannot send the token: fetch the bytes with
 * the app's headers and show them from a blob URL.
 */
export function useAuthedFile(url: string | null | undefined) {
  return useQuery({
    queryKey: ["equipment-file", url],
    enabled: Boolean(url),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    queryFn: async () => {
      const response = await fetch(url as string, { headers: requestHeaders() });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      return URL.createObjectURL(await response.blob());
    },
  });
}

interface AuthedImageProps {
  url: string | null | undefined;
  alt: string;
  className?: string;
  /** Shown when there is no picture (a type icon, say). */
  fallback?: ReactNode;
  unavailableLabel?: string;
}

export function AuthedImage({ url, alt, className, fallback, unavailableLabel }: AuthedImageProps) {
  const file = useAuthedFile(url);
  if (!url) return <>{fallback ?? null}</>;
  if (file.isPending) return <Skeleton className={cn("h-full w-full", className)} />;
  if (file.isError || !file.data) {
    return (
      <span
        className={cn("flex h-full w-full items-center justify-center text-muted-foreground", className)}
        title={unavailableLabel}
      >
        <ImageOffIcon className="size-6" aria-hidden="true" />
        <span className="sr-only">{unavailableLabel}</span>
      </span>
    );
  }
  return <img src={file.data} alt={alt} className={className} loading="lazy" />;
}
