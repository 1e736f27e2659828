import { describe, expect, it } from 'vitest';
import { comparisonHref, parseLotsParam, parseSelection, selectionKey, toggleLot } from './selection';

describe('parseSelection', () => {
  it('reads stored lot ids, dropping duplicates, non-ids and anything past four', () => {
    expect(parseSelection('[3,5,3,"x",-1,1.5,8,9,10]')).toEqual([3, 5, 8, 9]);
  });

  it('reads nothing from a missing or broken value', () => {
    expect(parseSelection(null)).toEqual([]);
    expect(parseSelection('{oops')).toEqual([]);
    expect(parseSelection('{"a":1}')).toEqual([]);
  });
});

describe('toggleLot', () => {
  it('adds a lot, removes it on a second toggle', () => {
    expect(toggleLot([1], 2)).toEqual({ ids: [1, 2], full: false });
    expect(toggleLot([1, 2], 1)).toEqual({ ids: [2], full: false });
  });

  it('refuses a fifth lot and keeps the four chosen', () => {
    expect(toggleLot([1, 2, 3, 4], 5)).toEqual({ ids: [1, 2, 3, 4], full: true });
    expect(toggleLot([1, 2, 3, 4], 4)).toEqual({ ids: [1, 2, 3], full: false });
  });
});

describe('parseLotsParam and comparisonHref', () => {
  it('round-trip the lots of the comparison page in order', () => {
    expect(comparisonHref([12, 7])).toBe('/comparaison?lots=12,7');
    expect(parseLotsParam('12,7')).toEqual([12, 7]);
  });

  it('ignore odd parts, repeated lots and lots past four', () => {
    expect(parseLotsParam('4,x,4,0,5,6,7,8')).toEqual([4, 5, 6, 7]);
    expect(parseLotsParam(undefined)).toEqual([]);
    expect(parseLotsParam(['1', '2'])).toEqual([]);
  });
});

describe('selectionKey', () => {
  it('keeps one selection per adviser', () => {
    expect(selectionKey('lrp:42')).not.toBe(selectionKey('lrp:43'));
  });
});
