/** Default name of a JSON download (spec core §9). */
export const DEFAULT_JSON_FILENAME = 'dados.json';

/** Saves `data` as a pretty-printed JSON file through the browser's download. */
export function downloadJson(data: unknown, filename: string = DEFAULT_JSON_FILENAME): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  downloadBlob(blob, filename);
}

/** Saves a blob under `filename` through a temporary link. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
