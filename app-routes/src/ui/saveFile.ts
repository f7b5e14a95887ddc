/** Saves a file the app fetched (with its token) as a download, under `name`. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.rel = 'noopener';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoked a little later, not at once: a browser may still be reading the blob when click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
