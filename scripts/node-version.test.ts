import { describe, expect, it } from 'vitest';
import { nodeVersionProblem } from './node-version.mjs';

describe('nodeVersionProblem', () => {
  it('accepts the required version and newer ones', () => {
    expect(nodeVersionProblem('>=22.18', 'v22.18.0')).toBeNull();
    expect(nodeVersionProblem('>=22.18', 'v22.20.1')).toBeNull();
    expect(nodeVersionProblem('>=22.18', 'v24.1.0')).toBeNull();
  });

  it('names the version needed and the one found, in French and English, on one line', () => {
    const line = nodeVersionProblem('>=22.18', 'v20.20.2');
    expect(line).toBe(
      'Node.js 22.18 ou plus récent est requis, 20.20.2 trouvé (voir .nvmrc) / Node.js 22.18 or newer is required, found 20.20.2 (see .nvmrc).',
    );
    expect(nodeVersionProblem('>=22.18', 'v22.17.9')).toContain('22.17.9');
  });
});
