import type { LotStatus } from '@/contract/programmes';

/** One Mantine colour per lot status, wherever a status is drawn: grid, lot panel, dashboards' charts. */
export const LOT_STATUS_COLORS: Record<LotStatus, string> = { available: 'green', optioned: 'yellow', reserved: 'orange', sold: 'gray' };
