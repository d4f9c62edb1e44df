// `npm start` runs this first: builds the app when a build output is missing (for example
// after `npm install --ignore-scripts`), and does nothing otherwise.
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const outputs = ['apps/api/dist/main.js', 'apps/web/dist/index.html'];
const missing = outputs.filter((file) => !existsSync(new URL(`../${file}`, import.meta.url)));
if (missing.length > 0) {
  console.log(`Build missing (${missing.join(', ')}); building…`);
  execSync('npm run build', { stdio: 'inherit', cwd: new URL('..', import.meta.url) });
}
