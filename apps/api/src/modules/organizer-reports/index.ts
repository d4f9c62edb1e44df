import fp from 'fastify-plugin';
// The jobs plugin's decorations (jobHandlers, wakeJobs), typed for any program that builds us.
import type {} from '../../jobs/plugin';
import { statementRunner } from '../../db/prepared';
import type { ModuleOptions } from '../../shared/module-options';
import { organizerReportRoutes } from './routes';
import { createOrganizerReportsService } from './service';

/** The exports' streaming writers, for other reports' downloads (the notas fiscais). */
export { csvStream, xlsxStream, type CellBatches } from './exports';

/**
 * The organizer's figures: dashboard, event report, participants (the ticket e-mail's re-send
 * is a tickets job), exports streamed from the database, and everyone's Atividade Recente.
 */
export const organizerReportsModule = fp<ModuleOptions>(
  async (app, { config, database, clock }) => {
    const reports = createOrganizerReportsService({
      database,
      statements: statementRunner(database),
      wakeJobs: app.wakeJobs,
      retentionMonths: config.privacy.retentionMonths,
      ...(clock ? { clock } : {}),
    });
    await app.register(organizerReportRoutes, { prefix: '/api', reports });
  },
  { name: 'organizer-reports', dependencies: ['jobs', 'tickets'] },
);
