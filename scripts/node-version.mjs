// The Node.js version check that runs before anything else in `npm start` (scripts/check-node.mjs). Plain
// JavaScript any Node.js still reads, so an old one gets a sentence rather than a stack trace.

/** `>=22.18` (package.json engines) against `v20.20.2`: null when it fits, otherwise one line naming both. */
export function nodeVersionProblem(range, found) {
  const wanted = /^>=\s*(\d+)(?:\.(\d+))?(?:\.(\d+))?$/.exec(String(range).trim());
  if (!wanted) return null;
  const need = [Number(wanted[1]), Number(wanted[2] || 0), Number(wanted[3] || 0)];
  const have = String(found).replace(/^v/, '').split('.').map(Number);
  for (let i = 0; i < 3; i += 1) {
    if ((have[i] || 0) > need[i]) return null;
    if ((have[i] || 0) < need[i]) {
      const needed = String(range).trim().replace(/^>=\s*/, '');
      const version = String(found).replace(/^v/, '');
      return `Node.js ${needed} ou plus récent est requis, ${version} trouvé (voir .nvmrc) / Node.js ${needed} or newer is required, found ${version} (see .nvmrc).`;
    }
  }
  return null;
}
