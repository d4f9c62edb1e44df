import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/** sonner's rich colours, with texts dark enough for WCAG AA (4.5:1) on their pale backgrounds. */
const READABLE_COLORS = {
  '--success-text': '#166534',
  '--info-text': '#1e40af',
  '--warning-text': '#92400e',
  '--error-text': '#991b1b',
} as CSSProperties;

/**
 * Spec §2: toasts top-right with a close button. Loaded with the first toast (lib/notify). They
 * start below the sticky header (64 px) so one never covers 'Minha Conta' or the phone menu's
 * button, right after a login for instance; they sit under the header (z-40) and its phone menu, and under menus, selects and popovers,
 * so an open 'Minha Conta' menu is never covered either. lib/notify keeps one per kind: with
 * `visibleToasts` no more than three are ever on screen. Every label in Portuguese.
 */
export function AppToaster() {
  return (
    <Toaster
      position="top-right"
      closeButton
      richColors
      visibleToasts={3}
      offset={{ top: 76 }}
      mobileOffset={{ top: 72 }}
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
      style={{ ...READABLE_COLORS, zIndex: 35 }}
    />
  );
}
