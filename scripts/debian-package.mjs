// A binary from one of Debian's packages, found or installed with apt-get (the machine reaches
// Debian's mirrors and the npm registry only). Used for nginx (npm run cluster, bench:cluster)
// and wrk (bench:cluster's load generator); scripts/test.mjs does the same for Chromium.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * `binary`, installed from Debian's `packageName` when missing and we are root; null, after
 * saying how to install it (and which variable points elsewhere), otherwise.
 * @param {{ binary: string; packageName: string; pathVariable: string; note?: string }} tool
 * @returns {string | null}
 */
export function ensureDebianBinary({ binary, packageName, pathVariable, note }) {
  if (existsSync(binary)) return binary;
  if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.log(`${packageName} not found at ${binary}; installing Debian's package…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const install = () =>
      spawnSync('apt-get', ['install', '-y', packageName], { stdio: 'inherit', env }).status;
    if (install() !== 0) {
      spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
      install();
    }
    if (existsSync(binary)) return binary;
  }
  console.error(
    `${packageName} is needed at ${binary}.\n` +
      `Install it with:  sudo apt-get install -y ${packageName}\n` +
      `${note ? `(${note}) ` : ''}or point ${pathVariable} at another ${packageName} binary.`,
  );
  return null;
}
