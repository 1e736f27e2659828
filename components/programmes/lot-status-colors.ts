import type { LotStatus } from '@/contract/programmes';
import type { BadgeTone } from '@/components/ui/filled-badge';

/** One Mantine colour per lot status, wherever a status is drawn: grid, lot panel, dashboards' charts. */
export const LOT_STATUS_COLORS: Record<LotStatus, BadgeTone> = { available: 'green', optioned: 'yellow', reserved: 'orange', sold: 'gray' };
