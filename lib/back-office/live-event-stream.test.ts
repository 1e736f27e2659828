import { describe, expect, it } from 'vitest';
import { cursorFrame, eventFrame, parseLastEventId } from './live-event-stream';

describe('live event frames', () => {
  it('resumes after a numeric Last-Event-ID only', () => {
    expect(parseLastEventId('42')).toBe(42);
    expect(parseLastEventId(null)).toBeUndefined();
    expect(parseLastEventId('-1')).toBeUndefined();
    expect(parseLastEventId('12abc')).toBeUndefined();
    expect(parseLastEventId('9'.repeat(20))).toBeUndefined();
  });

  it('writes an event with its id and topic, and a cursor as an id alone', () => {
    expect(eventFrame({ id: 7, topic: 'lot', ref_id: 3, residence_id: 9 })).toBe(
      'id: 7\nevent: lot\ndata: {"id":7,"topic":"lot","ref_id":3,"residence_id":9}\n\n',
    );
    expect(cursorFrame(8)).toBe('id: 8\n\n');
  });
});
