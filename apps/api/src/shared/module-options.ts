import type { AppConfig } from '../config';
import type { Database } from '../db/client';

/** What `buildApp` gives every module's plugin; services of other modules come as decorators. */
export interface ModuleOptions {
  config: AppConfig;
  database: Database;
  /** False while migrations have not run: periodic work waits for it. */
  isReady: () => boolean;
  /** The app's clock (tests move it); real time when absent. */
  clock?: () => Date;
}
