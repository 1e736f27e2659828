'use client';

import { useMemo } from 'react';
import { type PackedLot, unpackLots } from '@/lib/programmes/packed-lots';
import { LotGrid } from './lot-grid';

/** The lot grid fed from packed rows, the lighter form in which the server page hands the lots over. */
export function PackedLotGrid({ residenceId, residenceName, rows }: { residenceId: number; residenceName: string; rows: PackedLot[] }) {
  const lots = useMemo(() => unpackLots(rows), [rows]);
  return <LotGrid residenceId={residenceId} residenceName={residenceName} lots={lots} />;
}
