// Types of server-node-flags.mjs for the TypeScript that imports it (bench, e2e).
export const SERVER_NODE_FLAGS: string[];
