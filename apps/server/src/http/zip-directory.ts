/** One file of a zip archive as its central directory declares it. */
export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is refused by the readers. */
  method: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
}

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;
/** A 32-bit field set to this means the real value is in a ZIP64 record. */
const ZIP64_MARK = 0xffffffff;

/**
 * The entries of a zip archive (an XLSX is one), read from its central directory alone: nothing
 * is inflated, so a file's declared inflated size can be judged before any work is done.
 * `null` when the bytes are not a readable zip (or need ZIP64, which no spreadsheet of ours does).
 */
export function zipEntries(content: Buffer): ZipEntry[] | null {
  const earliest = Math.max(0, content.length - 22 - 0xffff);
  let end = -1;
  for (let at = content.length - 22; at >= earliest; at -= 1) {
    if (content.readUInt32LE(at) === END_OF_DIRECTORY) {
      end = at;
      break;
    }
  }
  if (end < 0) return null;
  const count = content.readUInt16LE(end + 10);
  const size = content.readUInt32LE(end + 12);
  let at = content.readUInt32LE(end + 16);
  if (count === 0xffff || size === ZIP64_MARK || at === ZIP64_MARK || at + size > end) return null;
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    if (at + 46 > end || content.readUInt32LE(at) !== DIRECTORY_ENTRY) return null;
    const nameLength = content.readUInt16LE(at + 28);
    const entry: ZipEntry = {
      method: content.readUInt16LE(at + 10),
      compressedSize: content.readUInt32LE(at + 20),
      uncompressedSize: content.readUInt32LE(at + 24),
      localHeaderOffset: content.readUInt32LE(at + 42),
      name: content.toString('utf8', at + 46, at + 46 + nameLength),
    };
    if (
      entry.compressedSize === ZIP64_MARK ||
      entry.uncompressedSize === ZIP64_MARK ||
      entry.localHeaderOffset === ZIP64_MARK
    )
      return null;
    entries.push(entry);
    at += 46 + nameLength + content.readUInt16LE(at + 30) + content.readUInt16LE(at + 32);
  }
  return entries;
}

/** Whether the bytes start like a zip archive (local file header `PK\x03\x04`). */
export const looksLikeZip = (content: Buffer): boolean =>
  content.length >= 4 && content.readUInt32LE(0) === 0x04034b50;
