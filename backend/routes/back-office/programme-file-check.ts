import { fileTypeFromBuffer } from 'file-type';
import {
  PROGRAMME_FILE_RULES,
  programmeText,
  tooLargeMessage,
  type ProgrammeFileKind,
  type ProgrammeFileType,
} from '../../../contract/back-office-programmes';
import { ApiError } from '../../errors';
import { EXTENSION_OF_TYPE } from '../../http/stored-file-name';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;
const say = programmeText.errors;

function decodedLength(base64: string): number {
  const padding = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - padding;
}

/**
 * The bytes of an uploaded programme file once they pass its kind's rules: readable base64 (422), within the size
 * limit (413, known from the text before decoding), a type allowed by its content whatever its name (415).
 */
export async function checkProgrammeFile(kind: ProgrammeFileKind, content: string) {
  const rules = PROGRAMME_FILE_RULES[kind];
  if (content.length % 4 !== 0 || !BASE64.test(content)) throw new ApiError('unprocessable', say.notBase64, { content: [say.notBase64] });
  if (decodedLength(content) > rules.maxBytes) throw new ApiError('payload_too_large', tooLargeMessage(kind));
  const bytes = new Uint8Array(Buffer.from(content, 'base64'));
  if (bytes.length === 0) throw new ApiError('unprocessable', say.empty, { content: [say.empty] });
  const mime = (await fileTypeFromBuffer(bytes))?.mime;
  const allowed = (rules.types as readonly string[]).includes(mime ?? '');
  if (!mime || !allowed) throw new ApiError('unsupported_media_type', say.badType);
  return { bytes, mime: mime as ProgrammeFileType, ext: EXTENSION_OF_TYPE[mime] };
}
