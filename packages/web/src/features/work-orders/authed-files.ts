/** Signed-in file transfers of the work order screens: the export's download and attachment uploads. */
import { joinMessages } from "@/lib/api-error";
import { translateServerMessage } from "@/lib/notify";
import { requestHeaders } from "@/lib/trpc";

/** The REST error body's words (spec part 1 §8), else `fallback`. */
async function errorFrom(response: Response, fallback: string): Promise<string> {
  try {
    const body = (await response.json()) as { message?: string; messages?: string[][] };
    if (body.messages && body.messages.length > 0) return joinMessages(body.messages);
    if (body.message) return translateServerMessage(body.message);
  } catch {
    // not JSON: a proxy page or an empty body
  }
  return fallback;
}

/** Fetches `url` with the session and hands the file to the browser as `filename`. */
export async function downloadFile(url: string, filename: string): Promise<void> {
  const response = await fetch(url, { headers: requestHeaders() });
  if (!response.ok) throw new Error(await errorFrom(response, `HTTP ${response.status}`));
  const blobUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement("a");
  link.href = blobUrl;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(blobUrl), 0);
}

/** POSTs a multipart form with the session; throws the server's words on failure. */
export async function uploadForm(url: string, form: FormData): Promise<void> {
  const response = await fetch(url, { method: "POST", headers: requestHeaders(), body: form });
  if (!response.ok) throw new Error(await errorFrom(response, `HTTP ${response.status}`));
}
