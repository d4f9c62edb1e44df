import { act, render, screen, within } from '@testing-library/react';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { notify } from '@/lib/notify';
import { AppToaster } from './toaster';

/** The toasts on screen, by their text (not those on their way out). */
async function shownToasts(): Promise<string[]> {
  const region = await screen.findByRole('region', { name: /^Notificações/ });
  return within(region)
    .queryAllByRole('listitem')
    .filter((item) => item.getAttribute('data-removed') !== 'true')
    .map((item) => item.textContent ?? '');
}

describe('AppToaster and notify (issue 13: toasts that pile up)', () => {
  afterEach(() => {
    act(() => void toast.dismiss());
  });

  it('keeps one toast per kind: the newest replaces the older one of its kind', async () => {
    render(<AppToaster />);
    await act(async () => {
      await notify.error('Primeiro erro');
      await notify.error('Segundo erro');
      await notify.success('Informações salvas!');
      await notify.success('Cupom válido! Desconto de 10% aplicado.');
      await notify.info('Aviso');
    });
    await expect.poll(async () => (await shownToasts()).length).toBe(3);
    const toasts = await shownToasts();
    expect(toasts.join(' | ')).toMatch(/Segundo erro/);
    expect(toasts.join(' | ')).toMatch(/Cupom válido!/);
    expect(toasts.join(' | ')).not.toMatch(/Primeiro erro|Informações salvas!/);
  });

  it('speaks Portuguese: the region and every close button', async () => {
    render(<AppToaster />);
    await act(async () => {
      await notify.error('Erro ao gerar boleto. Por favor, tente novamente.');
    });
    await shownToasts();
    expect(screen.getByRole('button', { name: 'Fechar notificação' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close toast' })).not.toBeInTheDocument();
  });

  it('takes a toast away once what it said is over', async () => {
    render(<AppToaster />);
    await act(async () => {
      await notify.error('Erro de conexão. Verifique sua internet e tente novamente.');
      await notify.success('Código PIX copiado!');
    });
    expect(await shownToasts()).toHaveLength(2);
    await act(async () => {
      await notify.dismiss('error');
    });
    await expect.poll(async () => (await shownToasts()).join(' | ')).not.toMatch(/Erro de conexão/);
    expect((await shownToasts()).join()).toMatch(/Código PIX copiado!/);
  });

  it('shows a message that comes while the older toast of its kind is timing out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      render(<AppToaster />);
      await act(async () => {
        await notify.success('Código PIX copiado!');
      });
      // The older toast's time is up: it starts leaving (its exit lasts a moment).
      await act(async () => {
        await vi.advanceTimersByTimeAsync(4_050);
      });
      await act(async () => {
        await notify.success('Pagamento confirmado com sucesso!');
        await vi.advanceTimersByTimeAsync(1_000);
      });
      expect((await shownToasts()).join(' | ')).toMatch(/Pagamento confirmado com sucesso!/);
    } finally {
      vi.useRealTimers();
    }
  });
});
