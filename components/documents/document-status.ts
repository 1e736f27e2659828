import { IconCircleCheck, IconCircleX, IconClock, IconFileUpload, type Icon } from '@tabler/icons-react';
import type { KycState } from '@/lib/kyc/types';

/** What a card shows: a server state, or PENDING for a file picked here and not sent yet (SPEC §4). */
export type CardState = KycState | 'PENDING';

export interface StatusLook {
  /** Key under documents.states in messages/fr.json */
  label: 'ok' | 'pending_review' | 'ko' | 'missing' | 'picked';
  color: string;
  Icon: Icon;
}

const LOOKS: Record<CardState, StatusLook> = {
  OK: { label: 'ok', color: 'green', Icon: IconCircleCheck },
  'EN ATTENTE': { label: 'pending_review', color: 'yellow', Icon: IconClock },
  KO: { label: 'ko', color: 'red', Icon: IconCircleX },
  'NON RECU': { label: 'missing', color: 'orange', Icon: IconCircleX },
  PENDING: { label: 'picked', color: 'blue', Icon: IconFileUpload },
};

export const statusLook = (state: CardState): StatusLook => LOOKS[state];
