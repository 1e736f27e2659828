import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import type { users } from '../schema';
import type { NotificationKind } from '../../notifications/notices';
import { clients, disputes, followUps, lots, messages, notifications, options, optionneurs, reservations, residences, sales, threads } from '../schema';
import { FOLLOW_UP_KINDS } from '../../../contract/follow-up-kinds';
import { chunk, daysFrom, type Prng } from './prng';
import { cities, firstNames, lastNames } from './places';
import type { SeededLot } from './catalogue';

type User = typeof users.$inferSelect;

/** Each adviser's own book: clients, optionneurs, options, reservations, sales, follow-ups, disputes, messages. */
export async function seedActivity(db: DbOrTx, rng: Prng, now: Date, advisers: User[], allLots: SeededLot[], fundIds: number[]) {
  const available = allLots.filter((lot) => lot.status === 'available' && lot.id > 200);
  const soldLots = allLots.filter((lot) => lot.status === 'sold');
  const optioned: number[] = [];
  const reserved: number[] = [];
  let cursor = 0;
  const nextLot = () => available[(cursor++ * 7) % available.length];
  // The new-build programme the « Nouveau programme » notification names: one every brand sees.
  const [newBuild] = await db
    .select({ id: residences.id, name: residences.name })
    .from(residences)
    .where(and(eq(residences.type, 'neuf'), eq(residences.published, true), isNull(residences.brands)))
    .orderBy(asc(residences.id))
    .limit(1);

  for (const adviser of advisers) {
    const clientRows = Array.from({ length: 12 }, (_, i) => {
      const prenom = rng.pick(firstNames);
      const nom = rng.pick(lastNames);
      const [city, , postcode] = rng.pick(cities);
      const denounced = i < 3;
      return {
        adviserId: adviser.id,
        civilite: rng.pick(['M.', 'Mme']),
        prenom,
        nom,
        email: `${prenom}.${nom}.${adviser.id}${i}@client.example`.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, ''),
        telephone: `06${String(rng.int(10_000_000, 99_999_999))}`,
        address: `${rng.int(1, 90)} rue des Lilas`,
        postcode,
        city,
        birthDate: `19${rng.int(50, 95)}-0${rng.int(1, 9)}-1${rng.int(0, 9)}`,
        denouncedBy: denounced ? adviser.id : null,
        denouncedAt: denounced ? daysFrom(now, -rng.int(5, 60)) : null,
        protectedUntil: denounced ? daysFrom(now, rng.int(30, 150)) : null,
        createdAt: daysFrom(now, -rng.int(10, 400)),
      };
    });
    const myClients = await db.insert(clients).values(clientRows).returning({ id: clients.id });
    const myOptionneurs = await db
      .insert(optionneurs)
      .values(
        Array.from({ length: 3 }, () => ({
          adviserId: adviser.id,
          civilite: rng.pick(['M.', 'Mme']),
          prenom: rng.pick(firstNames),
          nom: rng.pick(lastNames),
          email: `optionneur${rng.int(100, 999)}.${adviser.id}@cabinet.example`,
          telephone: `07${String(rng.int(10_000_000, 99_999_999))}`,
          societe: adviser.cabinet,
        })),
      )
      .returning({ id: optionneurs.id });

    const optionRows = Array.from({ length: 3 }, (_, i) => {
      const lot = nextLot();
      optioned.push(lot.id);
      return {
        lotId: lot.id,
        adviserId: adviser.id,
        clientId: myClients[i].id,
        optionneurId: myOptionneurs[i % myOptionneurs.length].id,
        status: i === 2 ? ('notified' as const) : ('placed' as const),
        // The second option, placed four days ago, expires tomorrow: the home's "within 48 h" list shows it.
        placedAt: daysFrom(now, i === 1 ? -4 : -i - 1),
        expiresAt: daysFrom(now, i === 1 ? 1 : 5 - i),
        notifiedAt: i === 2 ? daysFrom(now, -1) : null,
      };
    });
    const myOptions = await db.insert(options).values(optionRows).returning({ id: options.id });

    const resLot = nextLot();
    reserved.push(resLot.id);
    const [reservedOption] = await db
      .insert(options)
      .values({ lotId: resLot.id, adviserId: adviser.id, clientId: myClients[3].id, status: 'reserved', placedAt: daysFrom(now, -20), expiresAt: daysFrom(now, -10) })
      .returning({ id: options.id });
    await db.insert(reservations).values({
      optionId: reservedOption.id,
      lotId: resLot.id,
      adviserId: adviser.id,
      clientId: myClients[3].id,
      status: 'pending',
      price: resLot.price,
      documents: [{ title: 'Contrat de réservation signé', url: `/documents/reservations/${reservedOption.id}.pdf` }],
      reservedAt: daysFrom(now, -12),
    });

    const saleRows = Array.from({ length: 8 }, (_, i) => {
      const fund = i % 4 === 3;
      const lot = fund ? undefined : soldLots[(adviser.id * 8 + i) % soldLots.length];
      const amount = fund ? rng.pick([10_000, 25_000, 50_000, 100_000]) : lot!.price;
      const status = rng.pick(['reserved', 'signed', 'acte', 'acte', 'cancelled'] as const);
      const createdAt = daysFrom(now, -rng.int(15, 540));
      return {
        adviserId: adviser.id,
        clientId: myClients[4 + (i % 8)].id,
        lotId: lot?.id ?? null,
        fundId: fund ? rng.pick(fundIds) : null,
        amount,
        commission: Math.round(amount * rng.float(0.03, 0.07)),
        status,
        signedAt: status === 'reserved' ? null : daysFrom(createdAt, 20),
        acteAt: status === 'acte' ? daysFrom(createdAt, 90) : null,
        createdAt,
      };
    });
    const mySales = await db.insert(sales).values(saleRows).returning({ id: sales.id });

    await db.insert(followUps).values(
      Array.from({ length: 6 }, (_, i) => ({
        adviserId: adviser.id,
        clientId: myClients[i].id,
        saleId: i < mySales.length ? mySales[i].id : null,
        kind: rng.pick([...FOLLOW_UP_KINDS]),
        title: rng.pick(['Rappeler le client', 'Envoyer la simulation', 'Préparer le dossier de financement', 'Relancer pour les pièces', 'Rendez-vous de signature']),
        note: 'Suivi créé automatiquement pour la démonstration.',
        status: rng.pick(['todo', 'in_progress', 'done'] as const),
        dueAt: daysFrom(now, rng.int(-10, 30)),
        createdAt: daysFrom(now, -rng.int(1, 60)),
      })),
    );
    await db.insert(disputes).values(
      Array.from({ length: 2 }, (_, i) => ({
        adviserId: adviser.id,
        clientId: myClients[5 + i].id,
        saleId: mySales[i].id,
        subject: rng.pick(['Retard de livraison', 'Réserves à la livraison', 'Litige sur les honoraires', 'Défaut de conformité']),
        description: "Le client signale un écart par rapport au contrat de réservation ; dossier transmis au service juridique.",
        status: i === 0 ? ('open' as const) : ('closed' as const),
        openedAt: daysFrom(now, -rng.int(20, 200)),
        closedAt: i === 0 ? null : daysFrom(now, -rng.int(1, 15)),
      })),
    );

    const myThreads = await db
      .insert(threads)
      .values(
        ['Dossier de réservation', 'Question sur la grille de prix', 'Documents KYC'].map((subject, i) => ({
          userId: adviser.id,
          subject,
          createdAt: daysFrom(now, -10 + i),
          updatedAt: daysFrom(now, -9 + i),
        })),
      )
      .returning({ id: threads.id });
    await db.insert(messages).values(
      myThreads.flatMap((thread, i) => [
        { threadId: thread.id, authorId: adviser.id, authorRole: 'cgp' as const, body: 'Bonjour, pouvez-vous me confirmer la disponibilité du dossier ?', createdAt: daysFrom(now, -10 + i), readAt: daysFrom(now, -10 + i) },
        { threadId: thread.id, authorId: null, authorRole: 'staff' as const, body: "Bonjour, c'est bien noté : le dossier est complet, nous revenons vers vous sous 48 h.", createdAt: daysFrom(now, -9 + i), readAt: i === 2 ? null : daysFrom(now, -9 + i) },
      ]),
    );
    await db.insert(notifications).values(
      [
        ['option_expiring', 'Option bientôt expirée', 'Une de vos options expire dans 48 heures.', '/options'],
        ['info', 'Nouveau programme', `Le programme neuf « ${newBuild.name} » est disponible.`, `/programmes/residence/${newBuild.id}`],
        ['info', 'Webinaire à venir', 'Inscrivez-vous au prochain webinaire fiscalité.', '/agenda'],
        ['message', 'Nouveau message', 'Le back-office a répondu à votre message.', '/messagerie'],
      ].map(([kind, title, body, link], i) => ({
        userId: adviser.id,
        kind: kind as NotificationKind,
        title,
        body,
        link,
        createdAt: daysFrom(now, -i),
        readAt: i > 1 ? daysFrom(now, -i) : null,
      })),
    );
    void myOptions;
  }

  for (const ids of chunk(optioned, 500)) await db.update(lots).set({ status: 'optioned' }).where(inArray(lots.id, ids));
  for (const ids of chunk(reserved, 500)) await db.update(lots).set({ status: 'reserved' }).where(inArray(lots.id, ids));
}
