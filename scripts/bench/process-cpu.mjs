// CPU time of the app and API processes, read from /proc (Linux): user + system, in milliseconds.
import { readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

function childrenOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

function commandLine(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/** The pid of the first process under `rootPid` whose command line contains `marker`. */
export function findProcess(rootPid, marker) {
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.shift();
    if (pid !== rootPid && commandLine(pid).includes(marker)) return pid;
    queue.push(...childrenOf(pid));
  }
  return undefined;
}

/** User + system CPU milliseconds the process has used so far (NaN when unknown). */
export function cpuMs(pid) {
  if (!pid) return NaN;
  try {
    // The command name (field 2) may hold spaces: fields are counted after its closing parenthesis.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return NaN;
  }
}
