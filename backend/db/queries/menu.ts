import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../tx';
import { menuEntries } from '../schema';
import type { UserRow } from './users';

export type MenuEntry = { page: string | null; label: string; icon: string };

/** The caller's menu: entries whose audience rules all match the caller. */
export async function listMenuForUser(db: DbOrTx, params: { caller: UserRow }): Promise<MenuEntry[]> {
  const { caller } = params;
  const rows = await db.select().from(menuEntries).orderBy(asc(menuEntries.position), asc(menuEntries.id));
  return rows
    .filter((row) => !row.roles || row.roles.includes(caller.role))
    .filter((row) => !row.brands || row.brands.includes(caller.brandCode))
    .filter((row) => !row.directeurOnly || caller.directeur)
    .filter((row) => !row.subscription || caller.subscriptions.includes(row.subscription))
    .map((row) => ({ page: row.page, label: row.label, icon: row.icon }));
}
