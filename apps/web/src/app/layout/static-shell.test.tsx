import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { Header } from './header';
import { PageLoading } from './page-loading';
import rootLayoutSource from '../root-layout.tsx?raw';
import html from '../../../index.html?raw';

/*
 * index.html paints the page's frame before any JavaScript runs; React's first render replaces
 * it. The two must look alike (no jump, no layout shift), so the shell copies the visitor's
 * header and the loading frame: these tests fail when one changes without the other.
 */

const shell = new DOMParser().parseFromString(html, 'text/html');

function element(root: ParentNode, selector: string): Element {
  const found = root.querySelector(selector);
  if (!found) throw new Error(`${selector} not found`);
  return found;
}

/** An element as a comparable shape: tag, sorted attributes (some left out), children. */
function shape(node: Node, ignored: readonly string[] = []): unknown {
  if (node.nodeType === node.TEXT_NODE) {
    const text = node.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    return text || null;
  }
  if (node.nodeType !== node.ELEMENT_NODE) return null;
  const el = node as Element;
  const attributes = [...el.attributes]
    .filter((attribute) => !ignored.includes(attribute.name))
    .map((attribute) => `${attribute.name}=${attribute.value}`)
    .sort();
  const children = [...el.childNodes]
    .map((child) => shape(child, ignored))
    .filter((child) => child !== null);
  return { tag: el.tagName.toLowerCase(), attributes, children };
}

function renderVisitorHeader(): HTMLElement {
  const { container } = render(
    <MemoryRouter>
      <Header session={null} />
    </MemoryRouter>,
  );
  return element(container, 'header') as HTMLElement;
}

describe('static shell (index.html)', () => {
  it("is the visitor's header: same bar, logo and 'Entrar'", () => {
    const header = renderVisitorHeader();
    const twin = element(shell, '#root header');
    expect(twin.getAttribute('class')).toBe(header.getAttribute('class'));
    // React Router marks its links with data-discover; the shell's links are plain.
    const ignored = ['data-discover'];
    expect(shape(element(twin, 'a[href="/"]'), ignored)).toEqual(
      shape(element(header, 'a[href="/"]'), ignored),
    );
    expect(shape(element(twin, 'a[href="/login"]').parentElement!, ignored)).toEqual(
      shape(element(header, 'a[href="/login"]').parentElement!, ignored),
    );
  });

  it("draws the phone menu's button without being one (it works once the app runs)", () => {
    const button = element(renderVisitorHeader(), 'button[aria-label="Abrir menu"]');
    const twin = element(shell, '#root header span[aria-hidden="true"]');
    expect(twin.getAttribute('class')).toBe(button.getAttribute('class'));
    expect(shape(twin.firstElementChild!)).toEqual(shape(button.firstElementChild!));
    expect(shell.querySelector('#root button')).toBeNull();
  });

  it('shows the loading frame React shows while a page loads', () => {
    const { container } = render(<PageLoading />);
    expect(shape(element(shell, '#root main [role="status"]'))).toEqual(
      shape(element(container, '[role="status"]')),
    );
  });

  it("keeps root-layout.tsx's page column, skip link and main landmark", () => {
    const layout = rootLayoutSource;
    const page = element(shell, '#root > div');
    const skip = element(page, 'a[href="#conteudo"]');
    expect(layout).toContain(`className="${page.getAttribute('class')}"`);
    expect(layout).toContain(`className="${skip.getAttribute('class')}"`);
    expect(skip).toHaveTextContent('Pular para o conteúdo');
    expect(layout).toContain('<main id="conteudo" className="flex-1">');
    expect(element(page, 'main#conteudo').getAttribute('class')).toBe('flex-1');
  });
});
