/** The extension each verified file type is stored and served under, whatever the name it was sent with. */
export const EXTENSION_OF_TYPE: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

const NAME_MAX = 120;

/**
 * A file name safe to store and to serve: its last path segment only, without control, format (bidi overrides,
 * zero-width) or reserved characters, and with the extension of its verified type in place of the one typed, so
 * a PDF is never served as `x.html`. An empty result is named "fichier".
 */
export function storedFileName(name: string, mime: string): string {
  const lastSegment = name.normalize('NFC').split(/[/\\]/).pop() ?? '';
  const cleaned = lastSegment
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/[:*?"<>|]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/\.{2,}/g, '.')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const ext = EXTENSION_OF_TYPE[mime];
  const base = (ext ? cleaned.replace(/\.[^.]{1,10}$/, '') : cleaned).replace(/[\s.]+$/, '').slice(0, NAME_MAX) || 'fichier';
  return ext ? `${base}.${ext}` : base;
}
