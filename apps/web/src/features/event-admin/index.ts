/** An organizer's events: the wizard, the list with its actions, the report, the exports. */
export { CreateEventPage } from './wizard/create-event-page';
export { EditEventPage } from './wizard/edit-event-page';
export { EventReportPage } from './report/event-report-page';
export { MyEventsPanel } from './events/my-events-panel';
export { ExportMenu } from './exports/export-menu';
