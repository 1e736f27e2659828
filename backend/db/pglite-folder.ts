import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';

const ownerOnly = (mode: number) => mode & ~0o077;

type NodeOps = {
  mknod: (parent: unknown, name: string, mode: number, dev: number) => unknown;
  setattr: (node: unknown, attr: { mode?: number }) => void;
};
type NodeFsOps = { node_ops: NodeOps; stream_ops: Pick<NodeOps, 'setattr'> };
type ModuleOptions = Parameters<NodeFS['init']>[1];
type PreRun = NonNullable<ModuleOptions['preRun']>[number];

/**
 * Emscripten's file system ignores the process umask: it chmods every file it creates to the mode asked for, and
 * PGlite's initdb (run with --allow-group-access, through a proxy that drops the mode) asks for 0666. Every mode this
 * mount creates or sets loses its group and other bits, so data files are 0600 and folders 0700, now and later.
 */
function keepToOwner(nodefs: NodeFsOps) {
  const { node_ops: nodeOps, stream_ops: streamOps } = nodefs;
  const { mknod } = nodeOps;
  nodeOps.mknod = (parent, name, mode, dev) => mknod(parent, name, ownerOnly(mode), dev);
  for (const ops of [nodeOps, streamOps]) {
    const { setattr } = ops;
    ops.setattr = (node, attr) => setattr(node, attr.mode === undefined ? attr : { ...attr, mode: ownerOnly(attr.mode) });
  }
}

class OwnerOnlyNodeFS extends NodeFS {
  override async init(pg: PGlite, options: ModuleOptions) {
    const { emscriptenOpts } = await super.init(pg, options);
    const restrict: PreRun = (mod) => keepToOwner((mod as unknown as { NODEFS: NodeFsOps }).NODEFS);
    return { emscriptenOpts: { ...emscriptenOpts, preRun: [...(emscriptenOpts.preRun ?? []), restrict] } };
  }
}

/** Takes group and other permissions off a folder and everything under it (links are left alone). */
export function closeToOthers(dir: string): void {
  const stat = lstatSync(dir);
  if (stat.isSymbolicLink()) return;
  if (stat.mode & 0o077) chmodSync(dir, ownerOnly(stat.mode));
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(dir)) closeToOthers(path.join(dir, name));
}

/**
 * PGlite on a folder of the disk that only the API's user can read: folders written by earlier versions are closed
 * first, and every file the database adds later (relations, WAL segments) is born 0600.
 */
export async function openPgliteFolder(dir: string, options: Omit<PGliteOptions, 'dataDir' | 'fs'> = {}): Promise<PGlite> {
  if (existsSync(dir)) closeToOthers(dir);
  else mkdirSync(dir, { recursive: true, mode: 0o700 });
  return PGlite.create({ ...options, fs: new OwnerOnlyNodeFS(dir) });
}
