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

/** The toast of each kind on screen, by its id. */
const current = new Map<ToastKind, string>();
let shown = 0;

/**
 * One toast per kind at a time (issue 13): a new one takes the place of the older of its kind,
 * so toasts never pile up — at most one success, one error and one notice on screen. Each
 * message gets a toast of its own: re-using the older toast's id lost the new message when it
 * came while the older one was timing out (sonner updated the leaving toast, which then left).
 */
function show(kind: ToastKind, message: string, description?: string): Promise<void> {
  wantToaster();
  return import('sonner').then(({ toast }) => {
    const previous = current.get(kind);
    if (previous !== undefined) toast.dismiss(previous);
    const id = `${kind}-${++shown}`;
    current.set(kind, id);
    toast[kind](message, { id, description });
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
      if (kind === undefined) {
        current.clear();
        toast.dismiss();
        return;
      }
      const id = current.get(kind);
      current.delete(kind);
      if (id !== undefined) toast.dismiss(id);
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
