// POST /api/back-office/programmes/{id}/files – the staff browser's multipart upload (kind, title, file), sent on in base64
import { readProgrammeFileForm } from '@/lib/back-office/programme-file-form';
import { catalogueChangedBy } from '@/lib/cache/catalogue-changed';
import { staffUploadAnswer } from '@/lib/back-office/staff-upload';
import { uploadStaffProgrammeFile } from '@/lib/partner/back-office-programmes';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: RouteContext<'/api/back-office/programmes/[id]/files'>) {
  const answer = await staffUploadAnswer(request, (await params).id, { read: readProgrammeFileForm, send: uploadStaffProgrammeFile, label: 'fichier de programme' });
  // The residence pages cache their files with the catalogue: the new file shows at the advisers' next load.
  return catalogueChangedBy(answer);
}
