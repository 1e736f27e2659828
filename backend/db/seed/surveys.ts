import type { DbOrTx } from '../tx';
import { surveys } from '../schema';
import { daysFrom } from './prng';

/** Two open surveys for every brand and one closed, so the screen shows each state. */
export async function seedSurveys(db: DbOrTx, now: Date) {
  await db.insert(surveys).values([
    {
      title: 'Vos priorités pour 2027',
      question: 'Quel type de programme vos clients vous demandent-ils le plus ?',
      choices: ['Résidences neuves', 'Ancien à rénover', 'Fonds et SCPI', 'Résidences gérées (LMNP)'],
      opensAt: daysFrom(now, -5),
      closesAt: daysFrom(now, 25),
    },
    {
      title: 'Formats des webinaires',
      question: 'À quel moment préférez-vous suivre nos webinaires ?',
      choices: ['Le matin', 'Entre midi et deux', 'En fin de journée'],
      opensAt: daysFrom(now, -2),
      closesAt: daysFrom(now, 12),
    },
    {
      title: 'Satisfaction du back-office',
      question: 'Êtes-vous satisfait des délais de réponse du back-office ?',
      choices: ['Très satisfait', 'Satisfait', 'Peu satisfait'],
      opensAt: daysFrom(now, -60),
      closesAt: daysFrom(now, -30),
    },
  ]);
}
