import { describe, expect, it } from 'vitest';
import { viewableHtml } from './dev-mailbox-pages';

describe("the dev mailbox's framed message", () => {
  it('opens links in the window and takes our pictures from this server', () => {
    const html = viewableHtml(
      '<html><head><meta charset="utf-8"></head><body><img src="https://ingressos.exemplo.com/media/demo/events/forum.jpg"><img src="https://cdn.outro.com/x.png"><a href="https://ingressos.exemplo.com/meus-ingressos">Meus ingressos</a></body></html>',
      [],
    );
    expect(html).toContain('<head><base target="_top"><meta charset="utf-8">');
    expect(html).toContain('<img src="/media/demo/events/forum.jpg">');
    expect(html).toContain('<img src="https://cdn.outro.com/x.png">');
  });

  it('adds the base to a fragment with no head', () => {
    expect(viewableHtml('<p>Oi</p>', [])).toBe('<base target="_top"><p>Oi</p>');
  });
});
