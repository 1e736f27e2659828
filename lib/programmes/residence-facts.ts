import type { Residence } from '@/lib/partner/programmes';

/** What the facets show of a residence: the page passes these fields only, not its description or photos again. */
export function residenceFacts(r: Residence) {
  return {
    price_from: r.price_from,
    price_to: r.price_to,
    tax_scheme: r.tax_scheme,
    delivery_date: r.delivery_date,
    lots_available: r.lots_available,
    lots_total: r.lots_total,
    yield: r.yield,
    calendar: r.calendar,
    notary: r.notary,
    video_url: r.video_url,
    web_url: r.web_url,
    visit_360_url: r.visit_360_url,
    brochure_url: r.brochure_url,
    master_plan_url: r.master_plan_url,
    typologies: r.typologies,
    presentation_documents: r.presentation_documents,
    reservation_documents: r.reservation_documents,
    lmnp_tax: r.lmnp_tax,
  };
}

export type ResidenceFacts = ReturnType<typeof residenceFacts>;
