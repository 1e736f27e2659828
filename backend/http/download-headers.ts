import { contentDisposition, type Disposition } from './content-disposition';
import { storedFileName } from './stored-file-name';

/**
 * A stored file's answer headers: private, under its own name made safe (extension of its type, no path, control
 * or bidi character, whatever was stored before names were cleaned), never sniffed into something else. `size` is the
 * stored file's own length: a recorded size may be stale, and a wrong length breaks the download.
 */
export function downloadHeaders(file: { name: string; mime: string }, size: number, disposition: Disposition = 'attachment'): Record<string, string> {
  return {
    'Content-Type': file.mime,
    'Content-Disposition': contentDisposition(storedFileName(file.name, file.mime), disposition),
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    'Content-Length': String(size),
  };
}
