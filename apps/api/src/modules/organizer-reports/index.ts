export { organizerReportRoutes } from './routes';
export { createOrganizerReportsService } from './service';
