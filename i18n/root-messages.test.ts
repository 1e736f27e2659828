import { describe, expect, it } from 'vitest';
import fr from '../messages/fr.json';
import { ROOT_NAMESPACES, rootMessages } from './root-messages';

describe('rootMessages', () => {
  it('keeps the root namespaces whole and leaves the screens’ ones out', () => {
    const picked = rootMessages(fr);
    expect(Object.keys(picked)).toEqual([...ROOT_NAMESPACES]);
    for (const namespace of ROOT_NAMESPACES) expect(picked[namespace]).toEqual(fr[namespace]);
    expect(picked).not.toHaveProperty('programmes');
  });
});
