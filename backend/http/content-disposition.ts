export type Disposition = 'attachment' | 'inline';

/**
 * `Content-Disposition` with the file's own name: an ASCII fallback for old clients and the UTF-8 name (RFC 6266),
 * so accents survive and no quote or line break of the name can reach the header.
 */
export function contentDisposition(name: string, disposition: Disposition = 'attachment'): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'fichier';
  return `${disposition}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
