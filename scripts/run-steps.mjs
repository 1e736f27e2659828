// Runs npm scripts one after another, stops at the first failure and prints how long each took,
// so a slow step of `npm test` (or of CI) shows at a glance.
import { spawnSync } from 'node:child_process';

const steps = process.argv.slice(2);
if (steps.length === 0) {
  console.error('usage: node scripts/run-steps.mjs <npm script>…');
  process.exit(2);
}

const durations = [];
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${String(Math.round((ms % 60_000) / 1000)).padStart(2, '0')} s`;
const summary = () => durations.map(([step, ms, ok]) => `  ${ok ? '✓' : '✗'} ${step.padEnd(12)} ${minutes(ms)}`).join('\n');

for (const step of steps) {
  const started = Date.now();
  console.log(`\n▶ npm run ${step}`);
  const { status, signal } = spawnSync('npm', ['run', step], { stdio: 'inherit' });
  const ok = status === 0;
  durations.push([step, Date.now() - started, ok]);
  console.log(`◀ ${step}: ${minutes(Date.now() - started)}`);
  if (!ok) {
    console.error(`\n${step} failed (${signal ?? `exit ${status}`}).\n${summary()}`);
    process.exit(status ?? 1);
  }
}
console.log(`\nDurations:\n${summary()}\n  total        ${minutes(durations.reduce((sum, [, ms]) => sum + ms, 0))}`);
