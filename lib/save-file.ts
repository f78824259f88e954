/**
 * Hands the browser a file to save under `name` (a link to the bytes, clicked). Browser only; throws
 * when the browser cannot, and the caller shows its message.
 */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser reads the bytes once the click is handled; a slow disk may take a few seconds.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
