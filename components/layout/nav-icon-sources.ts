import type { MenuIconName } from '@/lib/menu/menu-icons';

/**
 * The Tabler icon drawn for each menu icon name. scripts/build-icon-sprite.mjs turns them into one SVG sprite
 * (public/icons/sprite.svg), so every page references the shapes instead of repeating them inline.
 */
export const NAV_ICON_SOURCES: Record<MenuIconName, string> = {
  dashboard: 'IconLayoutDashboard',
  direction: 'IconBuildingSkyscraper',
  clients: 'IconUsers',
  suivis: 'IconListCheck',
  programmes: 'IconBuildingCommunity',
  ventes: 'IconReportMoney',
  litiges: 'IconAlertTriangle',
  fonds: 'IconCoins',
  formations: 'IconSchool',
  contact: 'IconAddressBook',
  ancien: 'IconBuilding',
  neuf: 'IconCrane',
  impact: 'IconLeaf',
  residentiel: 'IconBuildingEstate',
  webinaires: 'IconVideo',
  documents: 'IconFiles',
  messagerie: 'IconMail',
  guides: 'IconBook',
  options: 'IconClockHour4',
  simulations: 'IconCalculator',
  favoris: 'IconHeart',
  notifications: 'IconBell',
  agenda: 'IconCalendarEvent',
  sondages: 'IconMessageQuestion',
  home: 'IconHome',
  page: 'IconFileText',
};
