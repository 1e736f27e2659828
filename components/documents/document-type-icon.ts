import { IconBuilding, IconBuildingBank, IconFileCertificate, IconFileText, IconId, IconIdBadge2, IconLicense, type Icon } from '@tabler/icons-react';

const ICONS: Record<string, Icon> = {
  piece_identite: IconId,
  kbis: IconBuilding,
  carte_cif: IconIdBadge2,
  rc_pro: IconFileCertificate,
  rib: IconBuildingBank,
  carte_t: IconLicense,
};

/** The pictogram of a KYC document type; a plain document for types the back office adds later. */
export const documentTypeIcon = (type: string): Icon => ICONS[type] ?? IconFileText;
