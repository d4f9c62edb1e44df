import fp from 'fastify-plugin';
import type { ModuleOptions } from '../../shared/module-options';
import type {} from '../organizer-events'; // app.organizerEvents.hasSold
import { registrationRoutes } from './routes';

export { questionsForEvent } from './questions';
export {
  answersForBuyers,
  eraseAnswers,
  replaceAnswers,
  saveAnswers,
  type BuyerAnswer,
  type SaveAnswersInput,
} from './answers';

/**
 * The organizer's own registration questions and the participants' answers (issue 30). Owns
 * registration_questions, registration_question_versions and registration_answers: checkout
 * saves answers through `saveAnswers` in its participant's transaction, exports and the
 * person's data read them with `answersForBuyers`, privacy erases them with `eraseAnswers`.
 */
export const registrationModule = fp<ModuleOptions>(
  async (app, { database, clock }) => {
    await app.register(registrationRoutes, {
      prefix: '/api',
      db: database.db,
      clock: clock ?? (() => new Date()),
      hasSold: app.organizerEvents.hasSold,
    });
  },
  { name: 'registration', dependencies: ['organizer-events'] },
);
