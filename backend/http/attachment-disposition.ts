/**
 * `Content-Disposition: attachment` with the file's own name: an ASCII fallback for old clients and the UTF-8 name
 * (RFC 6266), so accents survive and no quote or line break of the name can reach the header.
 */
export function attachmentDisposition(name: string): string {
  const ascii = name.normalize('NFKD').replace(/[^\x20-\x7e]/g, '').replace(/["\\]/g, '_') || 'fichier';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}
