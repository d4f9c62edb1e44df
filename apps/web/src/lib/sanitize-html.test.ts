import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './sanitize-html';

describe('sanitizeHtml', () => {
  it('keeps the formatting an event description uses', () => {
    const html =
      '<p>O <strong>RPA Summit</strong> é <em>imperdível</em>.<br>Confira:</p>' +
      '<h3>O que você vai aprender</h3>' +
      '<ul><li>Um</li><li>Dois</li></ul><ol><li>Três</li></ol>' +
      '<p><a href="https://exemplo.com.br/programa">Programa</a></p>';
    expect(sanitizeHtml(html)).toBe(html);
  });

  it('drops scripts, event handlers and styles', () => {
    const clean = sanitizeHtml(
      '<p onclick="alert(1)" style="color:red" class="x" id="y">Olá</p>' +
        '<script>alert(1)</script>' +
        '<img src="x" onerror="alert(1)">' +
        '<style>p{}</style>' +
        '<form action="/x"><input name="a"></form>',
    );
    expect(clean).toBe('<p>Olá</p>');
  });

  it('keeps the text of tags outside the list but not the tags', () => {
    expect(sanitizeHtml('<h1>Título</h1><div><span>texto</span></div><b>negrito</b>')).toBe(
      'Títulotextonegrito',
    );
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
  ])('drops a link address %j', (href) => {
    expect(sanitizeHtml(`<a href="${href}">clique</a>`)).toBe('<a>clique</a>');
  });

  it.each([
    'https://exemplo.com.br',
    'http://exemplo.com.br',
    'mailto:contato@exemplo.com.br',
    'tel:+551130000000',
    '/events',
    '#agenda',
  ])('keeps a safe link address %j', (href) => {
    expect(sanitizeHtml(`<a href="${href}">link</a>`)).toBe(`<a href="${href}">link</a>`);
  });

  it('drops attributes other than href, on links too', () => {
    expect(
      sanitizeHtml('<a href="https://exemplo.com" target="_blank" data-x="1" title="t">x</a>'),
    ).toBe('<a href="https://exemplo.com">x</a>');
  });

  it('returns an empty string for empty input', () => {
    expect(sanitizeHtml('')).toBe('');
  });
});
