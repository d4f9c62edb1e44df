import { useSyncExternalStore } from 'react';

/**
 * Toasts without paying for them up front: sonner (and its Toaster) load with the first toast,
 * so pages that never show one, like the home page, stay inside their JS budget. sonner replays
 * toasts created before its Toaster subscribes, so nothing shown early is lost.
 */
type ToastKind = 'success' | 'error' | 'info' | 'message';

let toasterWanted = false;
const listeners = new Set<() => void>();

function wantToaster(): void {
  if (toasterWanted) return;
  toasterWanted = true;
  listeners.forEach((listener) => listener());
}

/**
 * One toast per kind at a time (issue 13): a new one replaces the older of its kind in place, so
 * toasts never pile up — at most one success, one error and one notice on screen.
 */
function show(kind: ToastKind, message: string, description?: string): Promise<void> {
  wantToaster();
  return import('sonner').then(({ toast }) => {
    toast[kind](message, { id: kind, description });
  });
}

export const notify = {
  success: (message: string, description?: string) => show('success', message, description),
  error: (message: string, description?: string) => show('error', message, description),
  info: (message: string, description?: string) => show('info', message, description),
  /**
   * Takes away the toast of `kind` (all of them without one) once what it said is over: an
   * error about fields since corrected, say.
   */
  dismiss: (kind?: ToastKind): Promise<void> => {
    if (!toasterWanted) return Promise.resolve();
    return import('sonner').then(({ toast }) => {
      toast.dismiss(kind);
    });
  },
};

/** True once some screen has shown a toast: the shell then mounts the Toaster. */
export function useToasterWanted(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => toasterWanted,
    () => false,
  );
}
