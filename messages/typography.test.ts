import { describe, expect, it } from 'vitest';
import { wholeCatalogue as fr } from '@/i18n/back-office-messages';

function* strings(node: unknown, path: string): Generator<[string, string]> {
  if (typeof node === 'string') yield [path, node];
  else if (node && typeof node === 'object') {
    for (const [key, value] of Object.entries(node)) yield* strings(value, path ? `${path}.${key}` : key);
  }
}

const all = [...strings(fr, '')];

// French puts a space before « : ; ! ? » and inside guillemets; an ordinary space there lets the sign wrap alone
// onto the next line, so it must be a no-break one (U+00A0, or the narrow U+202F).
describe('French typography of the messages', () => {
  it('never puts an ordinary space before a colon, semicolon, exclamation or question mark', () => {
    expect(all.filter(([, text]) => / [:;!?]/.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('never puts an ordinary space inside guillemets', () => {
    expect(all.filter(([, text]) => /« | »/.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('never lets a unit wrap away from its number (%, €, j, h, min, Ko, Mo, m², ans, mois)', () => {
    expect(all.filter(([, text]) => /[0-9}] ([%€]|(j|h|min|jours?|Ko|Mo|m²|ans?|mois)\b)/u.test(text)).map(([path]) => path)).toEqual([]);
  });

  it('keeps a no-break space where French wants one, so the rule is not met by dropping the space', () => {
    expect(all.filter(([, text]) => /[^\s\u00a0\u202f{(/'’"-][;!?]/u.test(text) && !/https?:/.test(text)).map(([path]) => path)).toEqual([]);
  });
});
