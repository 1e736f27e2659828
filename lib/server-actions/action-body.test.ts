import { describe, expect, it } from 'vitest';
import { isWellFormedActionBody, MAX_ACTION_DEPTH } from './action-body';

const text = (body: string) => isWellFormedActionBody('text/plain;charset=UTF-8', new Response(body));
const multipart = (parts: Record<string, string | Blob>) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(parts)) form.append(key, value);
  const request = new Request('http://x/', { method: 'POST', body: form });
  return isWellFormedActionBody(request.headers.get('content-type'), request);
};
const nested = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('isWellFormedActionBody', () => {
  it('accepts the argument lists React sends: values, escaped dollars, dates and undefined', async () => {
    expect(await text('[]')).toBe(true);
    expect(await text('[{"email":"a@b.fr","n":3,"ok":true,"x":null},"$$5","$D2026-11-26T10:00:00.000Z","$undefined"]')).toBe(true);
    expect(await text(nested(MAX_ACTION_DEPTH))).toBe(true);
  });

  it.each(['', 'null', '{', '"texte"', '{"a":1}', '[1', '["$@1"]', '["$T"]', '["$h1"]', '["$n1e5"]'])('refuses the text body %j', async (body) => {
    expect(await text(body)).toBe(false);
  });

  it('refuses an argument list nested past the limit, without a stack overflow at 5,000 levels', async () => {
    expect(await text(nested(MAX_ACTION_DEPTH + 2))).toBe(false);
    expect(await text(nested(5000))).toBe(false);
  });

  it('follows a multipart body from its part 0 to the parts it names', async () => {
    expect(await multipart({ '0': '["$K1"]', '1_titre': 'Bonjour' })).toBe(true);
    expect(await multipart({ '0': '["$@1"]', '1': '{"a":"$B2"}', '2': new Blob(['x']) })).toBe(true);
    expect(await multipart({ '0': '["$1"]', '1': '[1,2]' })).toBe(true);
  });

  it('refuses a multipart body without its arguments, or naming a part that is missing or malformed', async () => {
    expect(await multipart({ '1_$ACTION_ID_zzz': '1' })).toBe(false);
    expect(await multipart({ '0': '{' })).toBe(false);
    expect(await multipart({ '0': '[[]]', '': '' })).toBe(false);
    expect(await multipart({ '0': '[]', $ACTION_KEY: 'k' })).toBe(false);
    expect(await multipart({ '0': '["$@1"]' })).toBe(false);
    expect(await multipart({ '0': '["$@1"]', '1': '{' })).toBe(false);
    expect(await multipart({ '0': '["$B1"]', '1': 'texte' })).toBe(false);
  });

  it('takes a Map or a Set whose part holds its entries, and refuses one whose part holds anything else', async () => {
    expect(await multipart({ '0': '["$Q1"]', '1': '[["a",1]]' })).toBe(true);
    expect(await multipart({ '0': '["$W1"]', '1': '[1,2]' })).toBe(true);
    expect(await multipart({ '0': '["$Q1"]', '1': 'null' })).toBe(false);
    expect(await multipart({ '0': '["$W1"]', '1': '{"a":1}' })).toBe(false);
  });

  it('refuses other content types and an unreadable multipart body', async () => {
    expect(await isWellFormedActionBody('application/x-www-form-urlencoded', new Response('a=b'))).toBe(false);
    expect(await isWellFormedActionBody('multipart/form-data; boundary=x', new Response('--y\r\n'))).toBe(false);
  });
});
