import { EVENT_FORM_MESSAGES, type EventSaveStatus } from '@bilheteria/domain/event-texts';
import type { SavedEvent } from '@bilheteria/domain/organizer-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { ApiRequestError, apiSend } from '@/lib/api-send';
import { notify } from '@/lib/notify';
import { CHECK_IN_KEY } from '@/features/check-in';
import { activityQueryKey } from '@/features/account';
import { organizerQueryKey } from './get-organizer-events';

const eventPath = (eventId: string) => `/organizador/eventos/${encodeURIComponent(eventId)}`;

/** DELETE /api/organizador/eventos/:id — 409 (with the reason) when it has paid orders. */
export function deleteEvent(eventId: string): Promise<void> {
  return apiSend<void>('DELETE', eventPath(eventId));
}

/** POST /api/organizador/eventos/:id/duplicar — a copy as a draft ('Rascunho'). */
export function duplicateEvent(eventId: string): Promise<SavedEvent> {
  return apiSend<SavedEvent>('POST', `${eventPath(eventId)}/duplicar`);
}

/**
 * POST /api/organizador/eventos/:id/publicacao — 'published' (Ativo) or back to 'draft'. Back to
 * draft with paid orders needs `confirmUnpublish` (the organizer confirmed it): 409 otherwise.
 */
export function setEventPublication(
  eventId: string,
  status: EventSaveStatus,
  confirmUnpublish?: boolean,
): Promise<SavedEvent> {
  return apiSend<SavedEvent>('POST', `${eventPath(eventId)}/publicacao`, {
    body: confirmUnpublish ? { status, confirmUnpublish } : { status },
  });
}

export type EventAction =
  | { kind: 'delete' }
  | { kind: 'duplicate' }
  | { kind: 'publication'; status: EventSaveStatus; confirmUnpublish?: boolean };

function run(eventId: string, action: EventAction): Promise<unknown> {
  switch (action.kind) {
    case 'delete':
      return deleteEvent(eventId);
    case 'duplicate':
      return duplicateEvent(eventId);
    case 'publication':
      return setEventPublication(eventId, action.status, action.confirmUnpublish);
  }
}

const DONE: Record<EventAction['kind'] | 'unpublish', string> = {
  delete: EVENT_FORM_MESSAGES.deleted,
  duplicate: EVENT_FORM_MESSAGES.duplicated,
  publication: EVENT_FORM_MESSAGES.published,
  unpublish: EVENT_FORM_MESSAGES.unpublished,
};

/** What went wrong, in the server's words when it said (the 409's reason, a field's rule). */
function failureOf(error: unknown): { message: string; description?: string } {
  if (error instanceof ApiRequestError && error.errors.length > 0) {
    return { message: error.message, description: error.errors[0]!.message };
  }
  if (error instanceof ApiError) return { message: error.message };
  return { message: 'Não foi possível concluir a ação. Tente novamente.' };
}

/**
 * One event's management actions, each ending in a toast ('Evento excluído com sucesso!', the
 * server's reason on a refusal). What they change is asked again: the organizer's events and
 * figures, the check-in list (which lists the events) and the activity feed. A 404 or 409 means
 * the table is behind the server, so it is asked again too. The toasts are said here, not by the
 * row: a deleted event's row is gone before the answer is read.
 */
export function useEventAction(
  userId: string,
  eventId: string,
  /** Told as soon as the server deleted the event, before the table is asked again. */
  { onDeleted }: { onDeleted?: () => void } = {},
) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: organizerQueryKey(userId) }),
      queryClient.invalidateQueries({ queryKey: [CHECK_IN_KEY] }),
      queryClient.invalidateQueries({ queryKey: activityQueryKey(userId) }),
    ]);
  return useMutation({
    mutationFn: (action: EventAction) => run(eventId, action),
    onSuccess: async (_answer, action) => {
      const done =
        action.kind === 'publication' && action.status === 'draft' ? 'unpublish' : action.kind;
      void notify.success(DONE[done]);
      if (action.kind === 'delete') onDeleted?.();
      await refresh();
    },
    onError: (error) => {
      const { message, description } = failureOf(error);
      void notify.error(message, description);
      if (error instanceof ApiError && (error.status === 404 || error.status === 409)) {
        return refresh();
      }
    },
  });
}
