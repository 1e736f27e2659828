import type { TaxScheme } from '../../contract/simulations';

/**
 * Tax rules with the period they apply to (docs/decisions.md "Simulation tax rules" gives the sources).
 * Amounts for income year 2025/2026.
 */
export const SOCIAL_CONTRIBUTIONS_RATE = 0.172;
export const LAND_DEFICIT_CAP = 10_700;

export const TAX_RULES = {
  lmnp_micro: { label: 'LMNP micro-BIC', allowance: 0.5, receiptsCap: 77_700, from: '2025-01-01', until: null, source: 'CGI art. 50-0 (LF 2025, loi Le Meur 19/11/2024): 50 % pour la location meublée de longue durée' },
  lmnp_reel: { label: 'LMNP au réel', buildingShare: 0.85, buildingYears: 30, furnitureYears: 7, worksYears: 15, from: '2025-02-15', until: null, source: 'CGI art. 39 C (pas de déficit par amortissement) et art. 150 VB modifié par la LF 2025 art. 84 : amortissements réintégrés dans la plus-value des cessions depuis le 15/02/2025' },
  denormandie: { label: 'Denormandie', rates: { 6: 0.12, 9: 0.18, 12: 0.21 } as Record<number, number>, baseCap: 300_000, minWorksShare: 0.25, from: '2019-01-01', until: '2027-12-31', source: 'CGI art. 199 novovicies, prorogé jusqu’au 31/12/2027 par la LF 2024' },
  pinel: {
    label: 'Pinel',
    ratesByYear: [
      { until: '2022-12-31', rates: { 6: 0.12, 9: 0.18, 12: 0.21 } },
      { until: '2023-12-31', rates: { 6: 0.105, 9: 0.15, 12: 0.175 } },
      { until: '2024-12-31', rates: { 6: 0.09, 9: 0.12, 12: 0.14 } },
    ] as { until: string; rates: Record<number, number> }[],
    baseCap: 300_000,
    perSquareMetreCap: 5_500,
    from: '2014-09-01',
    until: '2024-12-31',
    source: 'CGI art. 199 novovicies : dispositif éteint pour les investissements réalisés après le 31/12/2024',
  },
  bailleur_prive: {
    label: 'Statut du bailleur privé',
    baseShare: 0.8,
    rates: { neuf: { intermediaire: 0.035, social: 0.045, tres_social: 0.055 }, ancien: { intermediaire: 0.03, social: 0.035, tres_social: 0.04 } },
    caps: { intermediaire: 8_000, social: 10_000, tres_social: 12_000 },
    minWorksShare: 0.3,
    from: '2026-01-01',
    until: '2028-12-31',
    source: 'LF 2026, CGI art. 31 I-1° i et j : amortissement de 80 % du prix, location nue 9 ans, plafonds 8 000/10 000/12 000 €',
  },
  nu_reel: { label: 'Location nue au réel', from: '1900-01-01', until: null, source: 'CGI art. 31 et 156 I-3° : déficit foncier hors intérêts imputable sur le revenu global dans la limite de 10 700 €' },
} as const satisfies Record<TaxScheme, { label: string; from: string; until: string | null; source: string; [extra: string]: unknown }>;

/** Why a scheme cannot apply to this investment date, or null. */
export function schemeIneligibility(scheme: TaxScheme, investmentDate: string): string | null {
  const rule = TAX_RULES[scheme];
  if (rule.until && investmentDate > rule.until) {
    if (scheme === 'pinel') return 'Le dispositif Pinel a pris fin le 31/12/2024 : il ne s’applique plus aux investissements postérieurs';
    return `Le dispositif ${rule.label} ne s’applique qu’aux investissements réalisés jusqu’au ${frenchDate(rule.until)}`;
  }
  if (investmentDate < rule.from) return `Le dispositif ${rule.label} ne s’applique qu’aux investissements réalisés à partir du ${frenchDate(rule.from)}`;
  return null;
}

const frenchDate = (iso: string) => iso.split('-').reverse().join('/');

export function pinelRates(investmentDate: string): Record<number, number> {
  return TAX_RULES.pinel.ratesByYear.find((band) => investmentDate <= band.until)!.rates;
}
