// POST /api/back-office/messages/[id]/upload – the staff's answer with its files (multipart), forwarded to the partner API
import { staffUploadAnswer } from '@/lib/back-office/staff-upload';
import { readStaffReplyForm } from '@/lib/messaging/reply-form';
import { replyAsStaff } from '@/lib/partner/back-office';

export const dynamic = 'force-dynamic';

export async function POST(request: Request, { params }: RouteContext<'/api/back-office/messages/[id]/upload'>) {
  return staffUploadAnswer(request, (await params).id, {
    read: readStaffReplyForm,
    // The browser reloads the thread itself: the confirmation is all it needs.
    send: async (token, id, reply) => ({ message: (await replyAsStaff(token, id, reply)).message }),
    label: 'réponse du back-office',
  });
}
