const ID = '[1-9][0-9]{0,8}';

/** The document links the catalogue and the content store answer, all served by `GET documents/{path}`. */
const DOCUMENT_PATH = new RegExp(
  `^(residences/${ID}/(brochure|plan-masse|(presentation|reservation)/${ID})|lots/${ID}/plan|fonds/${ID}|contenus/${ID})\\.pdf$`,
);

export function isDocumentPath(path: string): boolean {
  return DOCUMENT_PATH.test(path);
}
