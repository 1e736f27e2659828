import { attachmentDisposition } from './attachment-disposition';

/** A stored file's answer headers: a private download under its own name, never sniffed into something else. */
export function downloadHeaders(file: { name: string; mime: string }, size: number): Record<string, string> {
  return {
    'Content-Type': file.mime,
    'Content-Disposition': attachmentDisposition(file.name),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Length': String(size),
  };
}
