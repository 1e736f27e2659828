import { afterEach, describe, expect, it, vi } from 'vitest';
import { forcedSchemeFor, toColorMode, toMantineScheme } from './color-scheme';

describe('forcedSchemeFor', () => {
  afterEach(() => vi.restoreAllMocks());

  it('forces light and dark as asked', () => {
    expect(forcedSchemeFor('light')).toBe('light');
    expect(forcedSchemeFor('dark')).toBe('dark');
  });

  it('forces nothing when nothing is asked', () => {
    expect(forcedSchemeFor(undefined)).toBeUndefined();
    expect(forcedSchemeFor(null)).toBeUndefined();
  });

  it('refuses to force system and warns', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(forcedSchemeFor('system')).toBeUndefined();
    expect(warn).toHaveBeenCalledOnce();
  });
});

describe('colour mode names', () => {
  it('maps system to Mantine auto and back', () => {
    expect(toMantineScheme('system')).toBe('auto');
    expect(toMantineScheme('dark')).toBe('dark');
    expect(toColorMode('auto')).toBe('system');
    expect(toColorMode('light')).toBe('light');
  });
});
