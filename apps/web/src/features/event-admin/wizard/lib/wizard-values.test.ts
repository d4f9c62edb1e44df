import { afterEach, describe, expect, it } from 'vitest';
import {
  clearDraft,
  createDraftKey,
  editDraftKey,
  emptyWizard,
  mergeEditDraft,
  readDraft,
  saveDraft,
  type WizardValues,
} from './wizard-values';

const KEY = createDraftKey('admin-1');
const SOLD = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const FRESH = '1b2c3d4e-5f6a-4b7c-8d9e-0f1a2b3c4d5e';

afterEach(() => localStorage.clear());

describe('the wizard’s draft', () => {
  it('is kept per account, and per event when editing', () => {
    expect(createDraftKey('admin-1')).toBe('bilheteria:create-event-draft:admin-1');
    expect(editDraftKey('admin-1', SOLD)).toBe(`bilheteria:edit-event-draft:admin-1:${SOLD}`);
  });

  it('comes back as it was written, and goes when cleared', () => {
    const values = emptyWizard();
    values.basics.title = 'Rascunho';
    values.faq = [{ question: 'Há estacionamento?', answer: 'Sim.' }];
    saveDraft(KEY, values, new Date('2027-03-01T15:00:00.000Z'));
    expect(readDraft(KEY)).toEqual({ values, savedAt: '2027-03-01T15:00:00.000Z' });
    clearDraft(KEY);
    expect(readDraft(KEY)).toBeNull();
  });

  it('reads a malformed or foreign draft field by field, and throws away what is not one', () => {
    localStorage.setItem(
      KEY,
      JSON.stringify({
        version: 1,
        savedAt: 'x',
        values: {
          basics: { title: 42, category: 'Festa', commission: '15' },
          tickets: [null, { name: 'Lote', id: 7 }],
          agenda: 'nada',
        },
      }),
    );
    const draft = readDraft(KEY);
    expect(draft?.values.basics).toEqual({ ...emptyWizard().basics, commission: '15' });
    expect(draft?.values.tickets).toEqual([
      { name: 'Lote', description: '', price: '', quantity: '', maxPerOrder: '' },
    ]);
    expect(draft?.values.agenda).toEqual([]);

    localStorage.setItem(KEY, '{not json');
    expect(readDraft(KEY)).toBeNull();
    expect(localStorage.getItem(KEY)).toBeNull();
    localStorage.setItem(KEY, JSON.stringify({ version: 99, values: {} }));
    expect(readDraft(KEY)).toBeNull();
  });

  it('meets the event as the server has it now: sold prices and sold types come back', () => {
    const ticket = (id: string, price: string) => ({
      id,
      name: 'Lote',
      description: 'Acesso',
      price,
      quantity: '10',
      maxPerOrder: '5',
    });
    const server: WizardValues = {
      ...emptyWizard(),
      tickets: [ticket(SOLD, '150,00'), ticket(FRESH, '90,00')],
    };
    const locks = { [SOLD]: { sold: 3, held: 0 }, [FRESH]: { sold: 0, held: 0 } };

    const changedPrices = { ...server, tickets: [ticket(SOLD, '1,00'), ticket(FRESH, '80,00')] };
    expect(mergeEditDraft(changedPrices, server, locks).tickets).toEqual([
      ticket(SOLD, '150,00'),
      ticket(FRESH, '80,00'),
    ]);

    const removedBoth = { ...server, tickets: [{ ...ticket(FRESH, '1,00'), id: undefined }] };
    expect(mergeEditDraft(removedBoth, server, locks).tickets).toEqual([
      { ...ticket(FRESH, '1,00'), id: undefined },
      ticket(SOLD, '150,00'),
    ]);

    const goneOnServer = {
      ...server,
      tickets: [ticket('0f0f0f0f-0f0f-4f0f-8f0f-0f0f0f0f0f0f', '5,00')],
    };
    expect(mergeEditDraft(goneOnServer, server, locks).tickets).toEqual([ticket(SOLD, '150,00')]);
  });
});
