// Saving a Blob as a file from the page, and file names that are safe on every OS.

export const MIME = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json',
  txt: 'text/plain;charset=utf-8',
  svg: 'image/svg+xml',
  png: 'image/png',
  pcapng: 'application/x-pcapng',
} as const;

export function textBlob(text: string, mime: string): Blob {
  return new Blob([text], { type: mime });
}

/** Triggers a download through a temporary <a download>; the object URL is freed afterwards. */
export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.rel = 'noopener';
  a.style.display = 'none';
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Revoking at once can cancel the download in some browsers; a minute is plenty.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * "Queue overflow / run #2" + "csv" → "queue-overflow-run-2.csv": lower case, letters, digits and
 * dashes only (no path separators, no reserved characters, no leading dot), at most 80 characters.
 */
export function safeFilename(name: string, ext: string): string {
  const stem = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return `${stem || 'protoscope'}.${ext.replace(/[^a-z0-9]/gi, '').toLowerCase()}`;
}
