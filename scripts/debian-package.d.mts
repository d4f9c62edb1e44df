// Types of debian-package.mjs for the TypeScript that imports it (bench/wrk.ts).
export interface DebianTool {
  binary: string;
  packageName: string;
  pathVariable: string;
  note?: string;
}
export function ensureDebianBinary(tool: DebianTool): string | null;
