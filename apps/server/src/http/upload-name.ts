/** Longest name kept for an uploaded file, extension included. */
export const UPLOAD_NAME_MAX = 120;

/** C0 and C1 control characters (tabs and line breaks included). */
const isControl = (char: string): boolean => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};
/** Bidirectional overrides and isolates: they make `exe.pdf` read as `fdp.exe`. */
const BIDI = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;
const RESERVED = /[<>:"/\\|?*]/g;
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])$/i;

/**
 * The name an uploaded file is stored (and later downloaded) under: the last path segment only,
 * without control, direction or reserved characters, no leading or trailing dots and spaces,
 * at most {@link UPLOAD_NAME_MAX} characters with its extension kept. An empty result becomes
 * `fallback` with the extension.
 */
export function storedUploadName(raw: string, fallback = 'arquivo'): string {
  const segment = raw.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = Array.from(segment)
    .filter((char) => !isControl(char))
    .join('')
    .replace(BIDI, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[\s.]+$/g, '');
  const dot = cleaned.lastIndexOf('.');
  const rawExtension = dot >= 0 ? cleaned.slice(dot + 1) : '';
  const extension = /^[\p{L}\p{N}]{1,10}$/u.test(rawExtension) ? `.${rawExtension}` : '';
  let stem = (extension ? cleaned.slice(0, dot) : cleaned).replace(/^[\s.]+|[\s.]+$/g, '');
  if (WINDOWS_DEVICE.test(stem)) stem = `_${stem}`;
  if (stem === '') stem = fallback;
  const room = UPLOAD_NAME_MAX - extension.length;
  return `${Array.from(stem).slice(0, room).join('').trimEnd()}${extension}`;
}
