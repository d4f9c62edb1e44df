import {
  virtualQueueSettingsSchema,
  type VirtualQueueMode,
  type VirtualQueueSettings,
} from '@bilheteria/domain/virtual-queue-contract';

/** The form's values as typed: the numbers as text. */
export interface QueueFormValues {
  modo: VirtualQueueMode;
  por_minuto: string;
  limite_reservas_por_segundo: string;
}

export function formValuesOf(settings: VirtualQueueSettings): QueueFormValues {
  return {
    modo: settings.modo,
    por_minuto: String(settings.por_minuto),
    limite_reservas_por_segundo: String(settings.limite_reservas_por_segundo),
  };
}

/** Each field's message by its name. */
export type QueueFormErrors = ReadonlyMap<string, string>;

/**
 * The values checked by the API's own schema. The threshold only matters (and only shows) in
 * 'automatica': otherwise the saved one is sent as it was, whatever is left in the hidden field.
 */
export function checkQueueSettings(
  values: QueueFormValues,
  saved: VirtualQueueSettings,
): { ok: true; settings: VirtualQueueSettings } | { ok: false; errors: QueueFormErrors } {
  const input =
    values.modo === 'automatica'
      ? values
      : { ...values, limite_reservas_por_segundo: saved.limite_reservas_por_segundo };
  const parsed = virtualQueueSettingsSchema.safeParse(input);
  if (parsed.success) return { ok: true, settings: parsed.data };
  const errors = new Map<string, string>();
  for (const issue of parsed.error.issues) {
    const path = issue.path.map(String).join('.');
    if (!errors.has(path)) errors.set(path, issue.message);
  }
  return { ok: false, errors };
}

/** 'menos de 1 min', '~3 min' */
export function waitFigure(seconds: number): string {
  if (seconds < 60) return 'menos de 1 min';
  return `~${Math.round(seconds / 60).toLocaleString('pt-BR')} min`;
}
