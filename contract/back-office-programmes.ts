import { z } from 'zod';
import { base64Length } from './kyc';
import { backOfficeMessages } from '../i18n/back-office-messages';
import { fill } from './messages';
import { plainLabel, textSchema } from './text';

/** The back office's programme screen: which brands see a programme, and the images and documents it shows. */
export const programmeText = backOfficeMessages.backOffice.programmes;
const say = programmeText.errors;

export const PROGRAMME_FILE_KINDS = ['image', 'document'] as const;
export type ProgrammeFileKind = (typeof PROGRAMME_FILE_KINDS)[number];

const MB = 1024 * 1024;
/** Per kind: the largest file and the types its bytes may be (checked on the content, not the name). */
export const PROGRAMME_FILE_RULES = {
  image: { maxBytes: 5 * MB, types: ['image/jpeg', 'image/png', 'image/webp'] },
  document: { maxBytes: 10 * MB, types: ['application/pdf'] },
} as const satisfies Record<ProgrammeFileKind, { maxBytes: number; types: readonly string[] }>;
export type ProgrammeFileType = (typeof PROGRAMME_FILE_RULES)[ProgrammeFileKind]['types'][number];

/** JSON body the API accepts: the largest file in base64 plus room for the envelope. */
export const MAX_PROGRAMME_UPLOAD_BODY_BYTES = base64Length(PROGRAMME_FILE_RULES.document.maxBytes) + 64 * 1024;
/** Multipart body the BFF accepts from the browser: the largest file plus room for the part headers. */
export const MAX_PROGRAMME_FORM_BODY_BYTES = PROGRAMME_FILE_RULES.document.maxBytes + 64 * 1024;
export const PROGRAMME_FILE_TITLE_MAX = 120;

export const tooLargeMessage = (kind: ProgrammeFileKind) => fill(say.tooLarge, { mb: PROGRAMME_FILE_RULES[kind].maxBytes / MB });

export const programmeFileUploadSchema = z.object({
  kind: z.enum(PROGRAMME_FILE_KINDS, { error: say.kind }),
  // Stored clean, not only served clean: the title is shown on the residence page and names the downloaded file.
  title: textSchema(say.title).overwrite(plainLabel).min(1, say.title).max(PROGRAMME_FILE_TITLE_MAX, say.titleTooLong),
  content: z.string({ error: say.empty }).min(1, say.empty),
});
export type ProgrammeFileUpload = z.infer<typeof programmeFileUploadSchema>;

export const programmeAccessSchema = z.object({ open: z.boolean({ error: say.open }) });
export type ProgrammeAccess = z.infer<typeof programmeAccessSchema>;

export const staffProgrammeFileSchema = z.object({
  id: z.number().int(),
  kind: z.enum(PROGRAMME_FILE_KINDS),
  title: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  created_at: z.string(),
});
export type StaffProgrammeFile = z.infer<typeof staffProgrammeFileSchema>;
/** GET back-office/programmes/{id}/files */
export const staffProgrammeFileListSchema = z.object({ data: z.array(staffProgrammeFileSchema) });
/** POST back-office/programmes/{id}/files: the confirmation and the file as stored. */
export const staffProgrammeFileAddedSchema = z.object({ message: z.string(), data: staffProgrammeFileSchema });

export const staffProgrammeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  city: z.string(),
  /** Each of the caller's brands that distribute the programme, open (advisers see it) or closed by the back office. */
  brands: z.array(z.object({ code: z.string(), open: z.boolean() })),
});
export type StaffProgramme = z.infer<typeof staffProgrammeSchema>;
/** GET back-office/programmes */
export const staffProgrammeListSchema = z.object({ data: z.array(staffProgrammeSchema) });
