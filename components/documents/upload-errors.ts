/**
 * SPEC §8: a failed send lists each field error as 'field: message'. Keys like `documents.1.document_content`
 * point at the n-th file sent; the field is then named by that document's label.
 */
export function describeUploadErrors(
  errors: Record<string, string[]>,
  sentTypes: string[],
  labelOf: (type: string) => string | undefined,
): string[] {
  return Object.entries(errors).flatMap(([field, messages]) => {
    const index = /^documents\.(\d+)\./.exec(field)?.[1];
    const type = index === undefined ? undefined : sentTypes[Number(index)];
    const name = (type && labelOf(type)) ?? field;
    return messages.map((message) => `${name}: ${message}`);
  });
}
