import compile from 'icu-minify/compile';
import { describe, expect, it } from 'vitest';
import { fill, messages } from './messages';

describe('fill', () => {
  const written = messages.fieldErrors.selling.durationMax;

  it('fills the arguments of a message as written in messages/fr.json', () => {
    expect(fill(written, { days: 5 })).toBe(written.replace('{days}', '5'));
  });

  it('fills a message compiled by the build the same way', () => {
    const compiled = compile(written) as unknown as string;
    expect(Array.isArray(compiled)).toBe(true);
    expect(fill(compiled, { days: 5 })).toBe(fill(written, { days: 5 }));
  });

  it('leaves an argument it is not given visible', () => {
    expect(fill('Bonjour {name}')).toBe('Bonjour {name}');
  });
});
