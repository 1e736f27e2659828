// GET /api/messages/[id]/attachments/[attachmentId] – a file of a back-office answer, to the thread's adviser, as an attachment
import { getTranslations } from 'next-intl/server';
import { fetchMessageAttachment } from '@/lib/partner/messages';
import { downloadFailed, fileAnswer, notFoundAnswer, sessionGone } from '@/lib/http/route-answers';
import { readSession } from '@/lib/auth/session';

export const dynamic = 'force-dynamic';

const ID = /^\d{1,9}$/;

export async function GET(_request: Request, { params }: { params: Promise<{ id: string; attachmentId: string }> }) {
  const session = await readSession();
  if (!session) return sessionGone();
  const { id, attachmentId } = await params;
  if (!ID.test(id) || !ID.test(attachmentId)) return notFoundAnswer();
  try {
    const upstream = await fetchMessageAttachment(session.accessToken, Number(id), Number(attachmentId));
    return fileAnswer(upstream, upstream.headers.get('content-type') ?? 'application/octet-stream', 'attachment');
  } catch (error) {
    return downloadFailed(error, (await getTranslations('errors'))('generic'), 'Pièce jointe');
  }
}
