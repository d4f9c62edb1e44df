export { eventPageMeta } from './event-page-meta';
export { catalogRoutes } from './routes';
export { createCatalogService } from './service';
