// `npm run cluster:restart`: asks the running `npm run cluster` (its pid in DATA_DIR/cluster/cluster.pid) to
// restart its instances one at a time (SIGHUP).
import { readFileSync } from 'node:fs';
import path from 'node:path';

const pidFile = path.join(path.resolve(process.env.DATA_DIR ?? '.data'), 'cluster', 'cluster.pid');
try {
  process.kill(Number(readFileSync(pidFile, 'utf8')), 'SIGHUP');
  console.log('Redémarrage progressif demandé au cluster.');
} catch (error) {
  console.error(`Aucun cluster en marche (${pidFile} : ${error.code ?? error.message}).`);
  process.exit(1);
}
