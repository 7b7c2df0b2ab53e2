// Runs before `npm install`, `npm start` and `npm test`, on whatever Node is on PATH: one clear
// line instead of a native-module build failing further down. Plain ES2015, so old Nodes parse it.
import { readFileSync } from 'node:fs';

const required = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'))
  .engines.node; // '>=MAJOR.MINOR'
const [needMajor, needMinor] = required.replace('>=', '').split('.').map(Number);
const [major, minor] = process.versions.node.split('.').map(Number);

if (major < needMajor || (major === needMajor && minor < needMinor)) {
  console.error(
    `storefront-web needs Node.js 24 (${required}), this is ${process.version}: run scripts/toolchain.sh (README, "Two commands") or put Node 24 on PATH.`,
  );
  process.exit(1);
}
