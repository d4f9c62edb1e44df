/**
 * The test setup turns every console.error into a failure. A test that expects the app to log
 * an error (spec §8 "failed fetches are logged") declares it first with `allowConsoleError`;
 * `loggedErrors()` then shows what was logged.
 */
const allowed: RegExp[] = [];
const logged: string[] = [];

export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

export function loggedErrors(): readonly string[] {
  return logged;
}

export function handleConsoleError(args: unknown[]): void {
  const text = args.map((arg) => (arg instanceof Error ? arg.message : String(arg))).join(' ');
  if (!allowed.some((pattern) => pattern.test(text))) {
    throw new Error(`console.error: ${text}`);
  }
  logged.push(text);
}

export function resetConsoleErrors(): void {
  allowed.length = 0;
  logged.length = 0;
}
