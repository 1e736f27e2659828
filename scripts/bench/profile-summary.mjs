// The functions (and packages) that held the CPU longest in a V8 .cpuprofile, by self time.
import { readFileSync } from 'node:fs';

function place(callFrame) {
  const url = callFrame.url.replace(/^file:\/\//, '');
  const inPackage = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  const where = inPackage ?? (url ? url.split('/').slice(-2).join('/') : '(native)');
  return { where, name: `${callFrame.functionName || '(anonymous)'} · ${where}` };
}

export function profileHotspots(file, top = 10) {
  const profile = JSON.parse(readFileSync(file, 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFunction = new Map();
  const byPlace = new Map();
  let total = 0;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    const node = nodes.get(id);
    if (!node || node.callFrame.functionName === '(idle)' || node.callFrame.functionName === '(program)') return;
    const { where, name } = place(node.callFrame);
    byFunction.set(name, (byFunction.get(name) ?? 0) + delta);
    byPlace.set(where, (byPlace.get(where) ?? 0) + delta);
    total += delta;
  });
  const rank = (map) =>
    [...map].sort((a, b) => b[1] - a[1]).slice(0, top).map(([label, micros]) => ({ label, share: micros / total, ms: micros / 1000 }));
  return { totalMs: total / 1000, functions: rank(byFunction), places: rank(byPlace) };
}
