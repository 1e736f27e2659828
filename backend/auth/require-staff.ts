import type { UserRow } from '../db/queries/users';
import { ApiError } from '../errors';

/** Back-office calls (KYC review, answers to advisers): anyone else gets 403. */
export function requireStaff(caller: UserRow): void {
  if (caller.role !== 'staff') throw new ApiError('forbidden');
}
