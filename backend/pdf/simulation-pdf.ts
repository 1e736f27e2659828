import type { SimulationInput } from '../../contract/simulations';
import type { SimulationResult } from '../simulation/simulate';
import { textDocument } from './text-document';

const eur = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const pct = (value: number) => `${new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)} %`;

/** The simulation as the adviser hands it to the client. */
export async function simulationPdf(params: { id: number; createdAt: Date; inputs: SimulationInput; results: SimulationResult }) {
  const { inputs, results } = params;
  const day = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeZone: 'Europe/Paris' }).format(params.createdAt);
  const pdf = await textDocument({
    title: `Simulation n° ${params.id}`,
    blocks: [
      { kind: 'title', text: `Simulation d'investissement n° ${params.id}` },
      { kind: 'text', text: `Établie le ${day} – ${results.scheme_label}, règles fiscales ${results.tax_year}.` },
      { kind: 'heading', text: 'Projet' },
      { kind: 'row', label: 'Prix du bien', value: eur.format(inputs.price) },
      { kind: 'row', label: 'Frais de notaire', value: eur.format(results.notary_fees) },
      { kind: 'row', label: 'Mobilier', value: eur.format(inputs.furniture) },
      { kind: 'row', label: 'Travaux', value: eur.format(inputs.works) },
      { kind: 'row', label: 'Coût total', value: eur.format(results.total_cost) },
      { kind: 'row', label: 'Apport', value: eur.format(inputs.down_payment) },
      { kind: 'row', label: `Emprunt (${pct(inputs.loan_rate)} sur ${inputs.loan_years} ans)`, value: eur.format(results.loan_amount) },
      { kind: 'heading', text: 'Résultats (première année)' },
      { kind: 'row', label: 'Mensualité du prêt', value: eur.format(results.monthly_payment) },
      { kind: 'row', label: 'Rendement brut', value: pct(results.gross_yield) },
      { kind: 'row', label: 'Rendement net de charges', value: pct(results.net_yield) },
      { kind: 'row', label: 'Revenu imposable', value: eur.format(results.taxable_income) },
      { kind: 'row', label: 'Effet fiscal annuel', value: eur.format(results.tax_effect) },
      { kind: 'row', label: 'Cash-flow mensuel avant impôt', value: eur.format(results.monthly_cash_flow_before_tax) },
      { kind: 'row', label: 'Cash-flow mensuel après impôt', value: eur.format(results.monthly_cash_flow) },
      ...results.notes.map((text) => ({ kind: 'text' as const, text })),
      { kind: 'text', text: `Base légale : ${results.scheme_source}.` },
      { kind: 'heading', text: "Tableau d'amortissement du prêt" },
      {
        kind: 'table',
        columns: ['Année', 'Échéances', 'Intérêts', 'Capital', 'Assurance', 'Restant dû'],
        rows: results.schedule.map((row) => [
          String(row.year),
          eur.format(row.payments),
          eur.format(row.interest),
          eur.format(row.principal),
          eur.format(row.insurance),
          eur.format(row.remaining),
        ]),
      },
      { kind: 'space' },
      { kind: 'text', text: 'Simulation non contractuelle, fondée sur la législation fiscale en vigueur à sa date et sur les hypothèses saisies.' },
    ],
  });
  return pdf.save();
}
