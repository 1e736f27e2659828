import { describe, expect, it } from 'vitest';
import { joinPlaceName } from './french';

describe('joinPlaceName', () => {
  it('contracts « de Les » to « des » and « de Le » to « du »', () => {
    expect(joinPlaceName('Le Carré de', 'Les Cèdres')).toBe('Le Carré des Cèdres');
    expect(joinPlaceName('Les Rives de', 'Le Lez')).toBe('Les Rives du Lez');
  });

  it('elides « de » before a vowel or a mute h', () => {
    expect(joinPlaceName('Les Jardins de', 'Horizon')).toBe("Les Jardins d'Horizon");
    expect(joinPlaceName('Le Clos de', 'Églantine')).toBe("Le Clos d'Églantine");
  });

  it('keeps « de » before a consonant or « la », and joins names without « de » as they are', () => {
    expect(joinPlaceName('Le Domaine de', 'Montaigne')).toBe('Le Domaine de Montaigne');
    expect(joinPlaceName('Les Hauts de', 'la Garonne')).toBe('Les Hauts de la Garonne');
    expect(joinPlaceName('Villa', 'Les Cèdres')).toBe('Villa Les Cèdres');
  });
});
