import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/msw-server';
import { LogoField } from './logo-field';

const STORED = '/api/imagens/0b7c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c11.webp';

function Profile({ initial = null }: { initial?: string | null }) {
  const [logo, setLogo] = useState(initial);
  return <LogoField value={logo} onChange={setLogo} error={undefined} />;
}

const chooser = () => screen.getByLabelText(/Enviar logo|Trocar logo|Enviando/);

describe('LogoField', () => {
  it('sends the chosen picture and shows the stored logo; removes it', async () => {
    const sent: (string | null)[] = [];
    server.use(
      http.post('/api/organizador/imagens', ({ request }) => {
        sent.push(request.headers.get('content-type'));
        return HttpResponse.json({ url: STORED }, { status: 201 });
      }),
    );
    const user = userEvent.setup();
    render(<Profile />);
    await user.upload(chooser(), new File([new Uint8Array(64)], 'logo.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Logo atual' })).toHaveAttribute('src', STORED),
    );
    expect(sent).toEqual(['image/png']);
    expect(screen.getByText('Trocar logo')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Remover logo' }));
    expect(screen.queryByRole('img', { name: 'Logo atual' })).toBeNull();
  });

  it("says the server's 4xx or its own failure, and refuses another kind of file before sending", async () => {
    let answer = () =>
      HttpResponse.json({ message: 'A imagem não pôde ser lida.' }, { status: 422 });
    let calls = 0;
    server.use(
      http.post('/api/organizador/imagens', () => {
        calls += 1;
        return answer();
      }),
    );
    const user = userEvent.setup();
    render(<Profile />);

    await user.upload(chooser(), new File([new Uint8Array(8)], 'logo.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('A imagem não pôde ser lida.')).toBeVisible();

    answer = () => HttpResponse.json({}, { status: 503 });
    await user.upload(chooser(), new File([new Uint8Array(8)], 'logo.jpg', { type: 'image/jpeg' }));
    expect(
      await screen.findByText('Não foi possível enviar o logo. Tente novamente.'),
    ).toBeVisible();
    expect(calls).toBe(2);

    // Checked before sending (the picker's filter can be bypassed): nothing more is sent.
    fireEvent.change(chooser(), {
      target: { files: [new File(['x'], 'logo.gif', { type: 'image/gif' })] },
    });
    expect(await screen.findByText('Envie uma imagem JPEG, PNG ou WebP.')).toBeVisible();
    expect(calls).toBe(2);
    expect(screen.queryByRole('img', { name: 'Logo atual' })).toBeNull();
  });
});
