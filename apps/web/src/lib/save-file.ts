/**
 * Saves a file the page holds (a CSV built in the browser, an export fetched first) under `name`, through a
 * temporary object URL and a download link.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked a moment later: some browsers start the download after click() returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
