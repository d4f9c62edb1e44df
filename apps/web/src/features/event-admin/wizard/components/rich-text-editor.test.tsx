import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { linkAddress, RichTextEditor } from './rich-text-editor';

function Harness({
  initial,
  onChange = () => {},
}: {
  initial: string;
  onChange?: (html: string) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <span id="rotulo">Descrição</span>
      <RichTextEditor
        id="descricao"
        labelId="rotulo"
        value={value}
        onChange={(html) => {
          onChange(html);
          setValue(html);
        }}
        onBlur={() => {}}
        invalid={false}
        describedBy={undefined}
      />
      <button type="button" onClick={() => setValue('<p>Trocado de fora</p>')}>
        Trocar
      </button>
      <output data-testid="valor">{value}</output>
    </>
  );
}

const editor = () => screen.getByRole('textbox', { name: 'Descrição' });
const toolbar = () => screen.getByRole('toolbar', { name: 'Formatação da descrição' });
const tool = (name: string) => within(toolbar()).getByRole('button', { name });

/** Selects the whole document, as Ctrl+A would. */
async function selectAll(user: ReturnType<typeof userEvent.setup>) {
  await user.click(editor());
  await user.keyboard('{Control>}a{/Control}');
}

describe('RichTextEditor (the event description)', () => {
  it('is a labelled multi-line text box with a pt-BR toolbar of one tab stop', async () => {
    const user = userEvent.setup();
    render(<Harness initial="<p>Um <strong>evento</strong> corporativo</p>" />);
    expect(editor()).toHaveAttribute('aria-multiline', 'true');
    expect(editor()).toHaveTextContent('Um evento corporativo');
    expect(within(editor()).getByText('evento').tagName).toBe('STRONG');
    expect(
      within(toolbar())
        .getAllByRole('button')
        .map((node) => node.getAttribute('aria-label')),
    ).toEqual([
      'Negrito',
      'Itálico',
      'Subtítulo',
      'Lista com marcadores',
      'Lista numerada',
      'Link',
    ]);
    expect(toolbar()).toHaveAttribute('aria-controls', 'descricao');
    // One tab stop; arrows, Home and End move inside.
    expect(tool('Negrito')).toHaveAttribute('tabindex', '0');
    expect(tool('Itálico')).toHaveAttribute('tabindex', '-1');
    tool('Negrito').focus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Itálico')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tool('Link')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tool('Negrito')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tool('Link')).toHaveFocus();
  });

  it('formats the selection and says which formats are on (aria-pressed)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Texto do evento</p>" onChange={onChange} />);
    await selectAll(user);
    expect(tool('Negrito')).toHaveAttribute('aria-pressed', 'false');
    await user.click(tool('Negrito'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<p><strong>Texto do evento</strong></p>'),
    );
    expect(tool('Negrito')).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool('Subtítulo'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith('<h3><strong>Texto do evento</strong></h3>'),
    );
    await user.click(tool('Subtítulo'));
    await user.click(tool('Lista numerada'));
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<ol><li><p><strong>Texto do evento</strong></p></li></ol>',
      ),
    );
  });

  it('makes the selection a link with the address typed (https:// added), and removes it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="<p>Site oficial</p>" onChange={onChange} />);
    await selectAll(user);
    await user.click(tool('Link'));
    expect(tool('Link')).toHaveAttribute('aria-expanded', 'true');
    const address = screen.getByRole('textbox', { name: 'Endereço do link' });
    await user.type(address, 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Aplicar link' }));
    expect(
      screen.getByText('Informe um endereço válido, como https://exemplo.com.br'),
    ).toBeVisible();
    await user.clear(address);
    await user.type(address, 'exemplo.com.br/evento{Enter}');
    await waitFor(() =>
      expect(onChange).toHaveBeenLastCalledWith(
        '<p><a href="https://exemplo.com.br/evento">Site oficial</a></p>',
      ),
    );
    expect(screen.queryByRole('textbox', { name: 'Endereço do link' })).not.toBeInTheDocument();

    await selectAll(user);
    await user.click(tool('Link'));
    await user.click(screen.getByRole('button', { name: 'Remover link' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('<p>Site oficial</p>'));
  });

  it('keeps only what the event page shows, gives "" for an empty text, and follows a value set from outside', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Harness
        initial={
          '<h1>Grande título</h1><p>Texto <u>sublinhado</u> e <s>riscado</s></p>' +
          '<blockquote>Citação</blockquote><img src="https://exemplo.com.br/x.png"><pre>código</pre>'
        }
        onChange={onChange}
      />,
    );
    const html = editor().innerHTML;
    for (const tag of ['<h1', '<u>', '<s>', '<blockquote', '<img', '<pre', '<code']) {
      expect(html).not.toContain(tag);
    }
    expect(editor()).toHaveTextContent('Grande título');

    await user.click(screen.getByRole('button', { name: 'Trocar' }));
    await waitFor(() => expect(editor()).toHaveTextContent('Trocado de fora'));
    expect(onChange).not.toHaveBeenCalled();

    await selectAll(user);
    await user.keyboard('{Backspace}');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(''));
  });
});

describe('linkAddress', () => {
  it('adds https:// to a bare address and refuses what is no web or e-mail address', () => {
    expect(linkAddress('exemplo.com.br')).toBe('https://exemplo.com.br');
    expect(linkAddress(' http://exemplo.com.br/a ')).toBe('http://exemplo.com.br/a');
    expect(linkAddress('mailto:contato@exemplo.com.br')).toBe('mailto:contato@exemplo.com.br');
    expect(linkAddress('javascript:alert(1)')).toBeNull();
    expect(linkAddress('data:text/html,x')).toBeNull();
    expect(linkAddress('texto')).toBeNull();
    expect(linkAddress('')).toBeNull();
  });
});
