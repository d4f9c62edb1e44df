export { adjustableClock, testClockRoutes } from './test-clock';
