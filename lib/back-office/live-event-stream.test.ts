import { describe, expect, it } from 'vitest';
import { parseLastEventId } from './live-event-stream';

describe('live event stream', () => {
  it('resumes after a numeric Last-Event-ID only', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(null)).toBeUndefined();
    expect(parseLastEventId('-1')).toBeUndefined();
    expect(parseLastEventId('12abc')).toBeUndefined();
    expect(parseLastEventId('9'.repeat(20))).toBeUndefined();
  });
});
