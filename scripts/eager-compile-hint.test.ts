import { describe, expect, it } from 'vitest';
import { EAGER_COMPILE_HINT, withEagerCompileHint } from './eager-compile-hint.mjs';

describe('withEagerCompileHint', () => {
  it('puts the comment V8 reads on the first line of the script, before its code', () => {
    const marked = withEagerCompileHint('(globalThis.TURBOPACK||=[]).push([]);');
    expect(marked.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(marked).toBe(`${EAGER_COMPILE_HINT}(globalThis.TURBOPACK||=[]).push([]);`);
  });

  it('marks a script once when the build step runs again', () => {
    const once = withEagerCompileHint('console.log(1);');
    expect(withEagerCompileHint(once)).toBe(once);
  });
});
