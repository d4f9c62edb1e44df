import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from './server-node-flags.mjs';

describe('the server processes’ node flags', () => {
  it('are the ones `npm start` runs the server with', () => {
    const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
    expect(manifest.scripts.start).toBe(
      `node ${SERVER_NODE_FLAGS.join(' ')} apps/api/dist/main.js`,
    );
  });
});
