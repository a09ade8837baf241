// Runs before `npm ci`/`npm install`: stops at once, with the way out, when this Node.js is older than the pin in
// .node-version, instead of installing packages that need a newer runtime and failing later in obscure ways.
import { readFileSync } from 'node:fs';

const pinned = readFileSync(new URL('../.node-version', import.meta.url), 'utf8').trim();
const current = process.versions.node;

const parts = (v) => v.split('.').map((n) => Number.parseInt(n, 10) || 0);
const older = (a, b) => {
  const [x, y] = [parts(a), parts(b)];
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return x[i] < y[i];
  return false;
};

if (older(current, pinned)) {
  console.error(
    `\nFiskegänget runs on Node.js ${pinned} or newer; this is ${current}.\n` +
      'Run `. scripts/use-node.sh` in this shell first: it installs Node.js ' +
      `${pinned} from the npm registry (once) and puts it first on PATH.\n`,
  );
  process.exit(1);
}
