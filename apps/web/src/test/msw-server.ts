import { setupServer } from 'msw/node';

/** Our API as the browser would see it, answered at the network edge in component tests. */
export const server = setupServer();
