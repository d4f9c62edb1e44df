import { describe, expect, it } from 'vitest';
import { DEFAULT_PAGE_META, renderPage } from './page-meta';

const indexHtml = `<!doctype html>
<html lang="pt-BR">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="Velha descrição"
    />
    <meta property="og:title" content="Velho" />
    <title>Título velho</title>
    <script type="module" src="/assets/index-abc.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-abc.css">
    <link rel="stylesheet" href="/assets/outro.css">
  </head>
  <body><div id="root"></div></body>
</html>`;

describe('renderPage', () => {
  it("replaces the title and tags with the page's own, once each", () => {
    const html = renderPage(indexHtml, {
      title: 'RPA Summit Brasil | Bilheteria',
      description: '30 de Novembro, 2026 · São Paulo',
      url: 'https://bilheteria.example/events/1',
      image: 'https://bilheteria.example/media/demo/events/rpa.svg',
    });
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>RPA Summit Brasil | Bilheteria</title>');
    expect(html).toContain('<meta property="og:title" content="RPA Summit Brasil | Bilheteria" />');
    expect(html).toContain(
      '<meta name="description" content="30 de Novembro, 2026 · São Paulo" />',
    );
    expect(html).toContain(
      '<meta property="og:url" content="https://bilheteria.example/events/1" />',
    );
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    expect(html).not.toContain('Velh');
    expect(html).toContain('<meta charset="UTF-8" />');
    expect(html).toContain('<script type="module" src="/assets/index-abc.js"></script>');
  });

  it('escapes what it writes, so an event title cannot inject markup', () => {
    const html = renderPage(indexHtml, {
      title: '"><script>alert(1)</script>',
      description: 'A & B',
    });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&quot;&gt;&lt;script&gt;');
    expect(html).toContain('content="A &amp; B"');
  });

  it('writes a title holding $& or $` as it is, not as a replacement pattern', () => {
    const title = "Ganhe R$& 100 $' $` | Bilheteria";
    const html = renderPage(indexHtml, { title, description: 'US$ 10' });
    expect(html).toContain(`<title>${title.replace(/&/g, '&amp;').replace(/'/g, '&#39;')}</title>`);
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });

  it('leaves out image and URL tags it has no value for', () => {
    const html = renderPage(indexHtml, DEFAULT_PAGE_META);
    expect(html).not.toContain('og:image');
    expect(html).not.toContain('og:url');
    expect(html).toContain('<meta name="twitter:card" content="summary" />');
  });

  it('drops the link of a stylesheet that the extra head tags carry inline, and only that one', () => {
    const inline = '\n    <style data-inlined-href="/assets/index-abc.css">body{margin:0}</style>';
    const html = renderPage(indexHtml, DEFAULT_PAGE_META, inline);
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/index-abc.css">');
    expect(html).toContain('<link rel="stylesheet" href="/assets/outro.css">');
    expect(html).toMatch(
      /<style data-inlined-href="\/assets\/index-abc.css">body\{margin:0\}<\/style>\s*<\/head>/,
    );
    // Without inline styles every link stays.
    expect(renderPage(indexHtml, DEFAULT_PAGE_META)).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/index-abc.css">',
    );
  });
});
