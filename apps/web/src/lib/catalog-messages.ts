/** The catalog's loading, empty and error texts (spec §8 "Loading"), shared by every screen. */
export const CATALOG_MESSAGES = {
  loadingEvents: 'Carregando eventos...',
  loadingCategories: 'Carregando categorias...',
  loadFailed: 'Erro ao carregar dados',
  listFailed: 'Não foi possível carregar os eventos. Por favor, tente novamente mais tarde.',
  noEvents: 'Nenhum evento encontrado',
  noSearchResults: 'Nenhum evento encontrado.',
  noEventsOnDay: 'Nenhum evento encontrado nesta data.',
} as const;
