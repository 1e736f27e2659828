/**
 * Whether a server action's body has the shape React's client encoder gives it, checked before React's decoder
 * reads it: that decoder throws (and Next answers 500) on a body that is not JSON, not an array of arguments, nested
 * past the stack or pointing at parts that are not there. Anything that passes is then checked by the action's own
 * zod schema.
 */

export const MAX_ACTION_DEPTH = 32;

/** Scalars encoded as `$`-strings (`$$` an escaped dollar, `$u` undefined, `$D` a date, `$I`/`$-`/`$N` numbers). */
const SCALAR_TAGS = new Set(['$', 'u', 'D', 'I', '-', 'N']);
/** Tags whose hexadecimal id names another part of a multipart body (promise, Map, Set, Blob). `$T`, `$h` and streams are never sent by this app's pages. */
const PART_TAGS = new Set(['@', 'Q', 'W', 'B']);
/** Map and Set parts hold their entries: an array, or React's decoder throws. */
const LIST_PART_TAGS = new Set(['Q', 'W']);
/** `$K<id>`: a FormData argument, whose entries travel as `<prefix><id>_<name>` parts. */
const FORM_DATA_TAG = 'K';

const PART_NAME = /^\d+(_.+)?$/;

type PartOf = (id: string) => string | Blob | undefined;

function isWellFormedValue(root: unknown, partOf: PartOf | null, seen: Set<string>): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value: root, depth: 0 }];
  while (stack.length > 0) {
    const { value, depth } = stack.pop()!;
    if (depth > MAX_ACTION_DEPTH) return false;
    if (typeof value === 'string') {
      if (!isWellFormedString(value, partOf, seen)) return false;
    } else if (Array.isArray(value)) {
      for (const item of value) stack.push({ value: item, depth: depth + 1 });
    } else if (value !== null && typeof value === 'object') {
      for (const item of Object.values(value)) stack.push({ value: item, depth: depth + 1 });
    }
  }
  return true;
}

function isWellFormedString(value: string, partOf: PartOf | null, seen: Set<string>): boolean {
  if (!value.startsWith('$')) return true;
  const tag = value[1] ?? '';
  if (SCALAR_TAGS.has(tag)) return true;
  // `$<id>` alone is a model outlined into its own part.
  const outlined = /^[0-9a-f]$/.test(tag);
  const hexId = value.slice(outlined ? 1 : 2);
  if (!partOf || !/^[0-9a-f]{1,8}$/.test(hexId)) return false;
  if (tag === FORM_DATA_TAG) return true;
  if (!outlined && !PART_TAGS.has(tag)) return false;
  const id = String(parseInt(hexId, 16));
  const part = partOf(id);
  if (part === undefined) return false;
  if (tag === 'B') return typeof part !== 'string';
  if (typeof part !== 'string') return false;
  if (LIST_PART_TAGS.has(tag) && !isArgumentList(part)) return false;
  if (seen.has(id)) return true;
  seen.add(id);
  return isWellFormedModel(part, partOf, seen);
}

function isWellFormedModel(text: string, partOf: PartOf | null, seen: Set<string>): boolean {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return false;
  }
  return isWellFormedValue(parsed, partOf, seen);
}

/** JSON text of an array: the root model (the action's arguments) and the entries of a Map or a Set. */
function isArgumentList(text: string): boolean {
  return text.trimStart().startsWith('[');
}

/** A body React's client would send for a server action: JSON text, or multipart with the arguments in part `0`. */
export async function isWellFormedActionBody(contentType: string | null, body: { text(): Promise<string>; formData(): Promise<FormData> }): Promise<boolean> {
  const type = (contentType ?? 'text/plain').split(';')[0]!.trim().toLowerCase();
  if (type === 'text/plain') {
    const text = await body.text();
    return isArgumentList(text) && isWellFormedModel(text, null, new Set());
  }
  if (type !== 'multipart/form-data') return false;
  let form: FormData;
  try {
    form = await body.formData();
  } catch {
    return false;
  }
  // Part names are ids (`1`) or a FormData argument's entries (`1_titre`): Next's parser trips on anything else.
  if ([...form.keys()].some((key) => !PART_NAME.test(key))) return false;
  const root = form.get('0');
  if (typeof root !== 'string' || !isArgumentList(root)) return false;
  const partOf: PartOf = (id) => form.get(id) ?? undefined;
  return isWellFormedModel(root, partOf, new Set(['0']));
}
