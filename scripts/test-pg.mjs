// Runs the server test suite against PostgreSQL: DATABASE_URL when given, else a throwaway local cluster.
import { spawnSync } from 'node:child_process';
import { startCluster } from './pg-cluster.mjs';

const extraArgs = process.argv.slice(2);
let cluster;
let url = process.env.DATABASE_URL;
if (!url) {
  cluster = await startCluster();
  url = cluster.url;
  console.log(`PostgreSQL test cluster on 127.0.0.1:${cluster.port}`);
}
const cleanup = () => cluster?.stop();
process.on('SIGINT', () => {
  cleanup();
  process.exit(130);
});
process.on('SIGTERM', () => {
  cleanup();
  process.exit(143);
});

let status;
try {
  // One worker: in `npm test` this part runs from the start beside all the others, which need the other core.
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server-postgres', '--maxWorkers=1', ...extraArgs],
    {
      stdio: 'inherit',
      env: { ...process.env, TEST_DATABASE_URL: url, DATABASE_URL: '' },
    },
  );
  status = result.status ?? 1;
} finally {
  cleanup();
}
process.exit(status);
