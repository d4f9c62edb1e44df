export { registerRateLimit } from './register';
