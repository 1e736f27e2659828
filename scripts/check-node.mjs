// Imported first by scripts/start.mjs: stops with one line when this Node.js is older than package.json asks.
import { readFileSync } from 'node:fs';
import { nodeVersionProblem } from './node-version.mjs';

const range = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')).engines.node;
const problem = nodeVersionProblem(range, process.version);
if (problem) {
  console.error(problem);
  process.exit(1);
}
