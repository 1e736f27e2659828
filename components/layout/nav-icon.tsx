import {
  IconAddressBook, IconAlertTriangle, IconBell, IconBook, IconCalendarEvent, IconCalculator, IconClockHour4, IconHeart, IconBuilding, IconBuildingCommunity, IconBuildingEstate,
  IconBuildingSkyscraper, IconCoins, IconCrane, IconFileText, IconFiles, IconHome, IconLayoutDashboard, IconLeaf,
  IconListCheck, IconMail, IconMessageQuestion, IconReportMoney, IconSchool, IconUsers, IconVideo, type Icon,
} from '@tabler/icons-react';
import type { MenuIconName } from '@/lib/menu-icons';

const ICONS: Record<MenuIconName, Icon> = {
  dashboard: IconLayoutDashboard,
  direction: IconBuildingSkyscraper,
  clients: IconUsers,
  suivis: IconListCheck,
  programmes: IconBuildingCommunity,
  ventes: IconReportMoney,
  litiges: IconAlertTriangle,
  fonds: IconCoins,
  formations: IconSchool,
  contact: IconAddressBook,
  ancien: IconBuilding,
  neuf: IconCrane,
  impact: IconLeaf,
  residentiel: IconBuildingEstate,
  webinaires: IconVideo,
  documents: IconFiles,
  messagerie: IconMail,
  guides: IconBook,
  options: IconClockHour4,
  simulations: IconCalculator,
  favoris: IconHeart,
  notifications: IconBell,
  agenda: IconCalendarEvent,
  sondages: IconMessageQuestion,
  home: IconHome,
  page: IconFileText,
};

/** Decorative icon of a menu entry; the entry's label names it. */
export function NavIcon({ name, size = 20 }: { name: MenuIconName; size?: number }) {
  const Component = ICONS[name] ?? IconFileText;
  return <Component size={size} stroke={1.6} aria-hidden />;
}
