import { describe, expect, it } from 'vitest';
import { fromJsonText, toJsonText } from './json-text';

describe('JSON text props', () => {
  it('hands a value over as one text that reads back equal', () => {
    const lots = { first: { words: ['T2'], rows: [[1, 'A01', 0, 1, 40.5, null, 0, 250000, null, null, 0]] }, statuses: [[1, 0]] };
    const text = toJsonText(lots);
    expect(typeof text).toBe('string');
    expect(fromJsonText(text)).toEqual(lots);
  });
});
