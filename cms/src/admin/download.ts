/** Saves a file the panel downloaded (a blob) under its name, as the browser's own download would. */
export function save(blob: Blob, filename: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Saves a downloaded answer under the name its Content-Disposition gives, else under `fallback`. */
export function saveAnswer(res: { data: Blob; headers?: { get: (name: string) => string | null } }, fallback: string) {
  save(res.data, /filename="([^"]+)"/.exec(res.headers?.get('Content-Disposition') ?? '')?.[1] ?? fallback);
}
