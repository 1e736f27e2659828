import { inflateSync } from 'node:zlib';

/**
 * The text drawn by pdf-lib with a standard font, page streams concatenated (tests read PDFs with it).
 * pdf-lib writes such text as WinAnsi hex strings inside Flate-compressed content streams.
 */
export function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes);
  const parts: string[] = [];
  let cursor = 0;
  for (;;) {
    const start = raw.indexOf('stream', cursor, 'latin1');
    if (start < 0) break;
    const dataStart = start + (raw[start + 6] === 0x0d ? 8 : 7);
    const end = raw.indexOf('endstream', dataStart, 'latin1');
    if (end < 0) break;
    cursor = end + 9;
    let content: string;
    try {
      content = inflateSync(raw.subarray(dataStart, end)).toString('latin1');
    } catch {
      content = raw.subarray(dataStart, end).toString('latin1');
    }
    for (const match of content.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      parts.push(Buffer.from(match[1], 'hex').toString('latin1'));
    }
    for (const match of content.matchAll(/\(((?:\\.|[^\\)])*)\)\s*Tj/g)) parts.push(match[1]);
  }
  return parts.join('\n');
}
