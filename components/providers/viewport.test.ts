import { describe, expect, it } from 'vitest';
import { forcedViewportContent } from './viewport';

describe('forcedViewportContent', () => {
  it('forces 1024 px on devices up to 768 px wide, scaled to fit the screen', () => {
    expect(forcedViewportContent(375)).toBe('width=1024, initial-scale=0.3662109375');
    expect(forcedViewportContent(768)).toBe('width=1024, initial-scale=0.75');
  });

  it('keeps the default viewport on wider devices or an unknown width', () => {
    expect(forcedViewportContent(769)).toBeNull();
    expect(forcedViewportContent(1440)).toBeNull();
    expect(forcedViewportContent(0)).toBeNull();
  });
});
