import { describe, expect, it } from 'vitest';
import { rightPanelReducer } from './right-panel-state';

describe('rightPanelReducer', () => {
  it('opens an item, replacing the one shown', () => {
    const user = rightPanelReducer(null, { type: 'open', item: { kind: 'user' } });
    expect(user).toEqual({ kind: 'user' });
    expect(rightPanelReducer(user, { type: 'open', item: { kind: 'lot', data: { id: 3 } } })).toEqual({
      kind: 'lot',
      data: { id: 3 },
    });
  });

  it('toggles: the kind shown closes, another kind opens', () => {
    expect(rightPanelReducer({ kind: 'user' }, { type: 'toggle', item: { kind: 'user' } })).toBeNull();
    expect(rightPanelReducer({ kind: 'user' }, { type: 'toggle', item: { kind: 'favorites' } })).toEqual({
      kind: 'favorites',
    });
  });

  it('closes', () => {
    expect(rightPanelReducer({ kind: 'documents' }, { type: 'close' })).toBeNull();
  });
});
