// The registry we install from mirrors only the Linux x64 builds of native packages (Next's SWC, esbuild…), so
// `npm install` leaves their other platforms out of package-lock.json and `npm ci` then refuses the lock. This
// records each missing optional platform package with its os/cpu, so npm ci accepts the lock and skips them.
// Run after any `npm install`: `node scripts/lock-foreign-binaries.mjs`.
import { readFileSync, writeFileSync } from 'node:fs';

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 's390x', 'riscv64', 'loong64', 'mips64el', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().split('-');
  const os = parts.find((part) => OS.includes(part)) ?? (parts.includes('win32') ? 'win32' : undefined);
  const cpu = parts.find((part) => CPU.includes(part)) ?? (parts.includes('armv7') || parts.includes('gnueabihf') ? 'arm' : undefined);
  return { os, cpu };
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8'));
let added = 0;
for (const [path, entry] of Object.entries(lock.packages)) {
  for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
    const nested = `${path ? `${path}/` : ''}node_modules/${name}`;
    if (lock.packages[nested] || lock.packages[`node_modules/${name}`]) continue;
    const { os, cpu } = platformOf(name);
    if (!os && !cpu) continue;
    lock.packages[`node_modules/${name}`] = {
      version: version.replace(/^[\^~]/, ''),
      optional: true,
      ...(os ? { os: [os] } : {}),
      ...(cpu ? { cpu: [cpu] } : {}),
    };
    added++;
  }
}
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`${added} paquets optionnels d'autres plateformes inscrits dans package-lock.json`);
