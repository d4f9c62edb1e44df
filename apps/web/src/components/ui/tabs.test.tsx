import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Uncontrolled() {
  return (
    <Tabs defaultValue="um">
      <TabsList aria-label="Exemplo">
        <TabsTrigger value="um">Um</TabsTrigger>
        <TabsTrigger value="dois">Dois</TabsTrigger>
      </TabsList>
      <TabsContent value="um">Conteúdo um</TabsContent>
      <TabsContent value="dois">Conteúdo dois</TabsContent>
    </Tabs>
  );
}

describe('Tabs', () => {
  it('links each tab to its panel and shows only the chosen panel', () => {
    render(<Uncontrolled />);
    const tab = screen.getByRole('tab', { name: 'Um' });
    const panel = screen.getByRole('tabpanel', { name: 'Um' });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toHaveAttribute('aria-labelledby', tab.id);
    expect(panel).toHaveAttribute('tabindex', '0');
    expect(panel).toHaveTextContent('Conteúdo um');
    // The other panel is in the page (aria-controls points at it) but hidden and empty.
    const other = document.getElementById(
      screen.getByRole('tab', { name: 'Dois', selected: false }).getAttribute('aria-controls')!,
    );
    expect(other).not.toBeNull();
    expect(other).not.toBeVisible();
    expect(other).toBeEmptyDOMElement();
  });

  it('switches panels by click and by arrow keys', async () => {
    const user = userEvent.setup();
    render(<Uncontrolled />);
    await user.click(screen.getByRole('tab', { name: 'Dois' }));
    expect(screen.getByRole('tabpanel', { name: 'Dois' })).toHaveTextContent('Conteúdo dois');
    expect(screen.queryByText('Conteúdo um')).not.toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Um' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Um' })).toHaveTextContent('Conteúdo um');
  });

  it('follows a controlled value', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    function Controlled() {
      const [value, setValue] = useState('um');
      return (
        <Tabs
          value={value}
          onValueChange={(next) => {
            seen.push(next);
            setValue(next);
          }}
        >
          <TabsList aria-label="Exemplo">
            <TabsTrigger value="um">Um</TabsTrigger>
            <TabsTrigger value="dois">Dois</TabsTrigger>
          </TabsList>
          <TabsContent value="um">Conteúdo um</TabsContent>
          <TabsContent value="dois">Conteúdo dois</TabsContent>
        </Tabs>
      );
    }
    render(<Controlled />);
    await user.click(screen.getByRole('tab', { name: 'Dois' }));
    // (Radix reports a mouse choice from both mousedown and the focus it gives: same value.)
    expect(new Set(seen)).toEqual(new Set(['dois']));
    expect(screen.getByRole('tabpanel', { name: 'Dois' })).toHaveTextContent('Conteúdo dois');
  });

  it('keeps a forceMount panel mounted, hidden as its own hidden prop says', async () => {
    const user = userEvent.setup();
    function Kept() {
      const [value, setValue] = useState('um');
      return (
        <Tabs value={value} onValueChange={setValue}>
          <TabsList aria-label="Exemplo">
            <TabsTrigger value="um">Um</TabsTrigger>
            <TabsTrigger value="dois">Dois</TabsTrigger>
          </TabsList>
          <TabsContent value="um" forceMount hidden={value !== 'um'}>
            <input aria-label="Campo um" defaultValue="" />
          </TabsContent>
          <TabsContent value="dois">Conteúdo dois</TabsContent>
        </Tabs>
      );
    }
    render(<Kept />);
    await user.type(screen.getByRole('textbox', { name: 'Campo um' }), 'mantido');
    await user.click(screen.getByRole('tab', { name: 'Dois' }));
    const kept = screen.getByRole('textbox', { name: 'Campo um', hidden: true });
    expect(kept).not.toBeVisible();
    await user.click(screen.getByRole('tab', { name: 'Um' }));
    expect(screen.getByRole('textbox', { name: 'Campo um' })).toHaveValue('mantido');
  });
});
