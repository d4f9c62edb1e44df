/**
 * Node's flags for every API server process (decision 0036): the old generation capped, so a
 * process's memory stays within its budget instead of growing with garbage V8 has not yet
 * collected. `npm start` (package.json, which cannot import this: server-node-flags.test.mjs keeps
 * it equal), `npm run cluster`, the end-to-end servers and the benchmarks' servers use them.
 */
export const SERVER_NODE_FLAGS = ['--max-old-space-size=160'];
