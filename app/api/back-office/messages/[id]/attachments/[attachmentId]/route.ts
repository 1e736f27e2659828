// GET /api/back-office/messages/[id]/attachments/[attachmentId] – a file of an adviser thread, the adviser's or the team's, to staff of its brand
import { getTranslations } from 'next-intl/server';
import { fetchInboxAttachment } from '@/lib/partner/back-office';
import { downloadFailed, fileAnswer, notFoundAnswer, sessionGone } from '@/lib/http/route-answers';
import { readSession } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

const ID = /^\d{1,9}$/;

export async function GET(_request: Request, { params }: RouteContext<'/api/back-office/messages/[id]/attachments/[attachmentId]'>) {
  const session = await readSession();
  if (!session) return sessionGone();
  const { id, attachmentId } = await params;
  // An adviser gets the API's answer to a non-staff caller: the file does not exist.
  if (!session.staff || !ID.test(id) || !ID.test(attachmentId)) return notFoundAnswer();
  try {
    const upstream = await fetchInboxAttachment(session.accessToken, Number(id), Number(attachmentId));
    return fileAnswer(upstream, upstream.headers.get('content-type') ?? 'application/octet-stream', 'attachment');
  } catch (error) {
    return downloadFailed(error, (await getTranslations('errors'))('generic'), 'Pièce jointe du back-office');
  }
}
