import { describe, expect, it } from 'vitest';
import { csvField, csvLine } from './csv';

describe('csv', () => {
  it('keeps numbers bare and writes months in French', () => {
    expect(csvField(330000, 'euros')).toBe('330000');
    expect(csvField('2026-11', 'month')).toBe('novembre 2026');
    expect(csvField(null, 'days')).toBe('');
  });

  it('quotes separators, quotes and line breaks', () => {
    expect(csvField('Dupont; Jeanne')).toBe('"Dupont; Jeanne"');
    expect(csvField('Le "Clos"')).toBe('"Le ""Clos"""');
  });

  it('defuses text that a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('-12')).toBe("'-12");
  });

  it('separates with semicolons and ends lines with CRLF', () => {
    expect(csvLine(['Mois', 'Ventes'])).toBe('Mois;Ventes\r\n');
  });
});
