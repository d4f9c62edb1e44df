import { Toaster } from 'sonner';

/** Spec §2: toasts top-right with a close button. Loaded with the first toast (lib/notify). */
export function AppToaster() {
  return <Toaster position="top-right" closeButton richColors />;
}
