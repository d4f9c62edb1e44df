import { SEARCH_DROPDOWN_MAX_HEIGHT_PX } from '@bilheteria/domain/constants';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useEvents } from '@/api/get-events';
import { HomeSearch } from './home-search';
import { navigatedTo, renderAtHome, serveCatalog, serverEvent } from './test/home-test-utils';

function SearchOnly() {
  return <HomeSearch events={useEvents()} />;
}

const EVENTS = [
  serverEvent('rpa', 'RPA Summit Brasil', { local: 'Frei Caneca', cidade: 'São Paulo' }),
  serverEvent('forum', 'Fórum Nacional de Governança de IA', {
    local: 'Centro de Convenções Asa Sul',
    cidade: 'Brasília',
  }),
  serverEvent('rio', 'Encontro de Líderes em Automação', {
    local: 'Terraço Botafogo',
    cidade: 'Rio de Janeiro',
  }),
];

async function setup() {
  serveCatalog(EVENTS);
  const user = userEvent.setup();
  renderAtHome(<SearchOnly />);
  const box = screen.getByRole('combobox', { name: 'Buscar eventos' });
  return { user, box };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

describe('HomeSearch', () => {
  it('is a labelled combobox with the spec placeholder, closed while the text is empty', async () => {
    const { user, box } = await setup();
    expect(box).toHaveAttribute('placeholder', 'Buscar eventos...');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.type(box, 'rpa');
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');

    await user.clear(box);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists matches by title, ignoring case, with image, title, location and date', async () => {
    const { user, box } = await setup();
    await user.type(box, 'rpa SUMMIT');
    const option = await screen.findByRole('option');
    expect(optionNames()).toHaveLength(1);
    expect(within(option).getByText('RPA Summit Brasil')).toBeInTheDocument();
    expect(within(option).getByText('Frei Caneca, São Paulo')).toBeInTheDocument();
    expect(within(option).getByText('15 de Dezembro, 2026')).toBeInTheDocument();
    // The image is decorative: the title next to it names the option.
    const image = option.querySelector('img');
    expect(image).toHaveAttribute('src', '/media/demo/events/rpa.svg');
    expect(image).toHaveAttribute('alt', '');
  });

  it('lists matches by location, ignoring case', async () => {
    const { user, box } = await setup();
    await user.type(box, 'RIO DE');
    await screen.findByRole('option');
    expect(optionNames()).toEqual([expect.stringContaining('Encontro de Líderes em Automação')]);

    await user.clear(box);
    await user.type(box, 'são paulo');
    await screen.findByRole('option');
    expect(optionNames()).toEqual([expect.stringContaining('RPA Summit Brasil')]);
  });

  it('says when nothing matches and caps the dropdown at 300 px', async () => {
    const { user, box } = await setup();
    await user.type(box, 'xyz');
    expect(await screen.findByText('Nenhum evento encontrado.')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByTestId('search-dropdown')).toHaveStyle({
      maxHeight: `${SEARCH_DROPDOWN_MAX_HEIGHT_PX}px`,
    });
  });

  it('opens the event page when a result is clicked', async () => {
    const { user, box } = await setup();
    await user.type(box, 'fórum');
    await user.click(await screen.findByRole('option', { name: /Fórum Nacional/ }));
    expect(await navigatedTo()).toBe('/events/forum');
  });

  it('opens the list carrying the text on Enter and on Buscar', async () => {
    const { user, box } = await setup();
    await user.type(box, '  IA generativa {Enter}');
    expect(await navigatedTo()).toBe('/events?q=IA+generativa');
  });

  it('opens the list carrying the text when Buscar is pressed', async () => {
    const { user, box } = await setup();
    await user.type(box, 'Automação');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(await navigatedTo()).toBe('/events?q=Automa%C3%A7%C3%A3o');
  });

  it('ignores a blank search', async () => {
    const { user, box } = await setup();
    await user.type(box, '   {Enter}');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    expect(box).toBeInTheDocument();
    expect(screen.queryByTestId('search-dropdown')).not.toBeInTheDocument();
  });

  it('moves through the options with the arrow keys and opens the active one with Enter', async () => {
    const { user, box } = await setup();
    // 'o' is in every title or location.
    await user.type(box, 'o');
    await screen.findAllByRole('option');
    expect(optionNames()).toHaveLength(3);
    const options = () => screen.getAllByRole('option');
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);

    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // Past the last option it wraps to the first.
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowUp}');
    expect(options()[2]).toHaveAttribute('aria-selected', 'true');
    expect(options()[0]).toHaveAttribute('aria-selected', 'false');
    expect(box).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(await navigatedTo()).toBe('/events/rio');
  });

  it('lets the pointer highlight an option without making Enter open it', async () => {
    const { user, box } = await setup();
    await user.type(box, 'o');
    await screen.findAllByRole('option');
    const options = () => screen.getAllByRole('option');

    await user.hover(options()[1]!);
    expect(options()[1]).toHaveAttribute('aria-selected', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveFocus();

    // Enter searches for the text: the option the mouse passed over is not chosen.
    await user.keyboard('{Enter}');
    expect(await navigatedTo()).toBe('/events?q=o');
  });

  it('keeps the option chosen with the arrows when the pointer passes over another', async () => {
    const { user, box } = await setup();
    await user.type(box, 'o');
    await screen.findAllByRole('option');
    const options = () => screen.getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    await user.hover(options()[2]!);
    await user.unhover(options()[2]!);
    await user.hover(options()[1]!);
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options()[0]!.id);

    await user.keyboard('{Enter}');
    expect(await navigatedTo()).toBe('/events/rpa');
  });

  it('closes on Escape and on a click outside, and reopens when the box is used again', async () => {
    const { user, box } = await setup();
    await user.type(box, 'rpa');
    await screen.findByRole('listbox');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(box).toHaveValue('rpa');

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('option')).toHaveAttribute('aria-selected', 'true');

    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();

    await user.click(box);
    expect(screen.getByRole('listbox')).toBeInTheDocument();

    // A second Escape, with the dropdown closed, clears the text.
    await user.keyboard('{Escape}{Escape}');
    expect(box).toHaveValue('');
  });
});
