/** Business constants of the product (spec §9). One place, imported by web and API. */

export const MAX_TICKETS_PER_ORDER = 5;
export const DEFAULT_MAX_PER_ORDER = 5;

export const AFFILIATE_COMMISSION_PERCENT = 10;

export const MAX_INSTALMENTS = 12;
/** Total with interest = price × 1.0299^n for n > 1. */
export const INSTALMENT_INTEREST_FACTOR = 1.0299;
export const MIN_INSTALMENT_CENTS = 500;

export const PIX_POLL_INTERVAL_MS = 2_000;
export const PIX_POLL_LIMIT_MS = 30 * 60 * 1_000;

export const PAYMENT_METHODS = ['credit-card', 'pix', 'boleto'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const FEATURED_EVENTS_COUNT = 6;
export const HEADER_SCROLL_THRESHOLD_PX = 10;
export const SEARCH_DROPDOWN_MAX_HEIGHT_PX = 300;

export const CAROUSEL = {
  slidesPerView: 2.5,
  initialSlide: 1,
  autoplayDelayMs: 3_000,
  transitionMs: 1_000,
  fadeInDelayMs: 100,
} as const;

/** Data queries retry 3 times with backoff min(1000·2^n, 30000) ms; mutations never retry. */
export const QUERY_RETRIES = 3;
export function queryRetryDelayMs(attempt: number): number {
  return Math.min(1_000 * 2 ** attempt, 30_000);
}
export const QUERY_GC_TIME_MS = 5 * 60 * 1_000;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_HINT = 'Mínimo de 8 caracteres, incluindo uma letra maiúscula e um número';

export const SORT_OPTIONS = ['date-asc', 'date-desc', 'price-asc', 'price-desc'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortOption = 'date-asc';

export const PRICE_FILTERS = ['all', 'free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

/** The spec's eight event categories, in the spec's order (stored value equals label). */
export const EVENT_CATEGORIES = [
  'Conferência',
  'Workshop',
  'Fórum',
  'Networking',
  'Seminário',
  'Treinamento',
  'Feira',
  'Palestra',
] as const;
export type EventCategoryName = (typeof EVENT_CATEGORIES)[number];

/** A checkout holds its seats this long (shown as a countdown); then the hold is released. */
export const ORDER_HOLD_MS = 15 * 60 * 1_000;
