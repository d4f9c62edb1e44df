/** 'Você é o nº 1.234 na fila' */
export function positionText(position: number): string {
  return `Você é o nº ${position.toLocaleString('pt-BR')} na fila`;
}

/** 'Tempo estimado: ~3 min', or 'menos de 1 minuto' under a minute. */
export function waitText(seconds: number | null): string {
  if (seconds === null || seconds < 60) return 'Tempo estimado: menos de 1 minuto';
  return `Tempo estimado: ~${Math.round(seconds / 60).toLocaleString('pt-BR')} min`;
}

/**
 * How far along the line the buyer is, 0–100, from the furthest position seen on this page: a
 * cue, not a promise.
 */
export function progressPercent(position: number, furthest: number): number {
  if (furthest <= 0) return 0;
  return Math.max(0, Math.min(100, Math.round(((furthest - position + 1) / (furthest + 1)) * 100)));
}
