import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '@/components/ui/button';
import { ConfirmAfterServerDialog } from './confirm-after-server-dialog';

/** A promise settled from the test: the server's answer, when the test says so. */
function answerLater() {
  let settle!: { resolve: () => void; reject: (error: unknown) => void };
  const promise = new Promise<void>((resolve, reject) => {
    settle = { resolve, reject };
  });
  return { promise, ...settle };
}

function renderDialog(onConfirm: () => Promise<unknown>, focusAfterConfirm?: () => void) {
  render(
    <ConfirmAfterServerDialog
      trigger={<Button>Apagar</Button>}
      title="Apagar o rascunho?"
      description="Não é possível desfazer."
      actionLabel="Apagar agora"
      destructive
      onConfirm={onConfirm}
      failureMessage="Não foi possível apagar."
      focusAfterConfirm={focusAfterConfirm}
    />,
  );
  return userEvent.setup();
}

describe('ConfirmAfterServerDialog', () => {
  it('stays open, and cannot be left, until the server has answered; then closes', async () => {
    const answer = answerLater();
    const user = renderDialog(() => answer.promise);
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Apagar o rascunho?' });
    await user.click(within(dialog).getByRole('button', { name: 'Apagar agora' }));
    expect(within(dialog).getByRole('button', { name: 'Apagar agora' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('alertdialog')).toBeVisible();

    answer.resolve();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('button', { name: 'Apagar' })).toHaveFocus();
  });

  it("says the server's refusal inside the dialog, or its own words without one", async () => {
    let failure: Error = new Error('Este rascunho já foi publicado.');
    const user = renderDialog(() => Promise.reject(failure));
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar agora' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Este rascunho já foi publicado.',
    );

    failure = new Error('');
    await user.click(within(dialog).getByRole('button', { name: 'Apagar agora' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('Não foi possível apagar.'),
    );
    expect(within(dialog).getByRole('button', { name: 'Apagar agora' })).toBeEnabled();

    // Leaving and coming back starts clean.
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Apagar' }));
    expect(await screen.findByRole('alertdialog')).not.toHaveTextContent('Não foi possível');
  });

  it('hands the focus on after a success only, and back to the button after a later cancel', async () => {
    const elsewhere = vi.fn();
    const user = renderDialog(() => Promise.resolve(), elsewhere);
    const button = screen.getByRole('button', { name: 'Apagar' });
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Apagar agora' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(elsewhere).toHaveBeenCalledTimes(1);

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(elsewhere).toHaveBeenCalledTimes(1);
    expect(button).toHaveFocus();
  });
});
