/** The home page's pt-BR texts that more than one component shows (spec §8 "Loading"). */
export const LIST_ERROR =
  'Não foi possível carregar os eventos. Por favor, tente novamente mais tarde.';
export const NO_MATCH_MESSAGE = 'Nenhum evento encontrado.';
export const LOADING_EVENTS = 'Carregando eventos...';
