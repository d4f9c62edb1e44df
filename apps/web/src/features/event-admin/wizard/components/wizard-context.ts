import { createContext, use } from 'react';
import type { WizardSection } from '../lib/wizard-rules';
import type { TicketLocks } from '../lib/wizard-values';

export interface WizardActions {
  /** Checks a tab's section: its errors shown, the first one focused; true when it passes. */
  checkSection: (section: WizardSection) => Promise<boolean>;
  /** A list got an item: its own error ('Adicione pelo menos ...') goes. */
  clearListError: (section: Exclude<WizardSection, 'basics'>) => void;
  /** 'Salvar ingressos': saved through the API for an existing event, kept in the draft for a new one. */
  saveTickets: () => Promise<void>;
  locks: TicketLocks;
}

export const WizardContext = createContext<WizardActions | null>(null);

export function useWizard(): WizardActions {
  const actions = use(WizardContext);
  if (!actions) throw new Error('useWizard must be used inside the event wizard');
  return actions;
}
