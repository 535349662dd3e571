const UNITS = ['B', 'KB', 'MB', 'GB'] as const;

/** A file size for people: "850 B", "12,4 KB", "3.1 MB" (decimal comma in Portuguese). */
export function formatSize(bytes: number, lang: 'pt' | 'en'): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const digits = unit === 0 ? 0 : 1;
  const text = value.toLocaleString(lang === 'en' ? 'en-US' : 'pt-BR', {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
  return `${text} ${UNITS[unit]}`;
}
