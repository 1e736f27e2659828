'use client';

import { useMemo } from 'react';
import { type PackedLots, unpackLots } from '@/lib/programmes/packed-lots';
import { LotGrid } from './lot-grid';

/** The lot grid fed from packed lots, the lighter form in which the server page hands the lots over. */
export function PackedLotGrid({ residenceId, residenceName, packed }: { residenceId: number; residenceName: string; packed: PackedLots }) {
  const lots = useMemo(() => unpackLots(packed), [packed]);
  return <LotGrid residenceId={residenceId} residenceName={residenceName} lots={lots} />;
}
