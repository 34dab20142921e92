/** Zip checks shared by the spreadsheet imports (budget, green suppliers): refuse a zip bomb unread. */

/** An xlsx file is a zip: anything else (an old .xls, a CSV, an encrypted workbook) is refused unread. */
export const isZip = (bytes: Uint8Array) =>
  bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** What a workbook may unpack to: a 20,000-row sheet is a few MB of XML; more is refused unread (zip bomb). */
export const MAX_UNPACKED_BYTES = 50 * 1024 * 1024;

/**
 * The total unpacked size the zip's central directory declares, or null when it has none (not a zip). Zip64
 * entries (sizes of 4 GB and more) count as too large.
 */
export function unpackedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // The end-of-central-directory record sits in the last 22 bytes plus a comment of up to 64 KB.
  let end = -1;
  for (let i = bytes.length - 22; i >= Math.max(0, bytes.length - 22 - 0xffff); i -= 1) {
    if (view.getUint32(i, true) === 0x06054b50) {
      end = i;
      break;
    }
  }
  if (end < 0) return null;
  const entries = view.getUint16(end + 10, true);
  let offset = view.getUint32(end + 16, true);
  let total = 0;
  for (let i = 0; i < entries; i += 1) {
    if (offset + 46 > bytes.length || view.getUint32(offset, true) !== 0x02014b50) return null;
    const size = view.getUint32(offset + 24, true);
    total += size === 0xffffffff ? Number.POSITIVE_INFINITY : size;
    offset +=
      46 +
      view.getUint16(offset + 28, true) +
      view.getUint16(offset + 30, true) +
      view.getUint16(offset + 32, true);
  }
  return total;
}
