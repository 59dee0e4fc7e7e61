/** Hands a blob to the browser as a download named `filename` (an <a download> click). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = filename;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download by now; the URL is only needed for that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
