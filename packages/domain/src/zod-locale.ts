import { z } from 'zod';

/**
 * Zod's own messages in Portuguese, for the rules that do not carry a message of the spec's.
 * Imported once, for its effect, by each app's entry point.
 */
z.config(z.locales.pt());
