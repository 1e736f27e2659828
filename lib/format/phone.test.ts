import { describe, expect, it } from 'vitest';
import { formatPhone, phoneHref } from './phone';

describe('phone numbers', () => {
  it('groups a French phone number by two, without a wrap, and dials it in E.164', () => {
    expect(formatPhone('0650840645')).toBe('06\u00a050\u00a084\u00a006\u00a045');
    expect(formatPhone('+33 1 23 45 67 89')).toBe('01\u00a023\u00a045\u00a067\u00a089');
    expect(phoneHref('06 50 84 06 45')).toBe('tel:+33650840645');
  });

  it('shows a foreign number in its international form and anything else as typed', () => {
    expect(formatPhone('+44 20 7946 0958').replace(/\u00a0/g, ' ')).toBe('+44 20 7946 0958');
    expect(formatPhone('standard')).toBe('standard');
  });
});
