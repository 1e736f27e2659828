// POST /api/back-office/programmes/{id}/files – the staff browser's multipart upload (kind, title, file), sent on in base64
import { readProgrammeFileForm } from '@/lib/back-office/programme-file-form';
import { staffUploadAnswer } from '@/lib/back-office/staff-upload';
import { uploadStaffProgrammeFile } from '@/lib/partner/back-office-programmes';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: RouteContext<'/api/back-office/programmes/[id]/files'>) {
  return staffUploadAnswer(request, (await params).id, { read: readProgrammeFileForm, send: uploadStaffProgrammeFile, label: 'fichier de programme' });
}
