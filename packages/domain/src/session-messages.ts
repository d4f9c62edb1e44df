/**
 * The two texts of the browser's session provider (spec §4, §8), apart from `AUTH_MESSAGES`
 * (which lists them too) so every page can carry them without the rest: a bundler keeps a module
 * whole in the chunk of its first importer, and this one is imported by the app's entry.
 */
export const CORRUPT_STORED_USER_MESSAGE = 'Erro ao processar dados do usuário';
export const USE_AUTH_OUTSIDE_PROVIDER_MESSAGE = 'useAuth deve ser usado dentro de um AuthProvider';
