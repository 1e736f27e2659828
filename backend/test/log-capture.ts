import { createLogger } from '../logger';

/** A real API logger whose JSON lines are kept in memory, to assert what reaches the log. */
export function captureLogs() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  return {
    logger,
    text: () => lines.join(''),
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    clear: () => void lines.splice(0),
  };
}
