// V8 compiles a script's inner functions lazily: the first call of each parses and compiles it on the main thread.
// The build's chunks are start-up code (the React runtime, the router, the client components of the page), so on a
// first visit that lazy work was most of the long task that starts hydration. This comment, on a script's first
// line, asks V8 to compile every function of the script while it streams in, on a background thread (Chrome 136
// and later, https://v8.dev/blog/explicit-compile-hints); browsers that do not know it read a comment.
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withEagerCompileHint(source) {
  return source.startsWith(EAGER_COMPILE_HINT) ? source : EAGER_COMPILE_HINT + source;
}
