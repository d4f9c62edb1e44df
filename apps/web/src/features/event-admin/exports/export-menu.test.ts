import { describe, expect, it } from 'vitest';
import { exportHref, filenameOf } from './export-menu';

describe('exports', () => {
  it("reads the file's name as the server sends it, the UTF-8 name first", () => {
    expect(
      filenameOf(`attachment; filename="vendas-f_rum.csv"; filename*=UTF-8''vendas-f%C3%B3rum.csv`),
    ).toBe('vendas-fórum.csv');
    expect(filenameOf('attachment; filename="participantes.xlsx"')).toBe('participantes.xlsx');
    expect(filenameOf('attachment; filename=vendas.csv')).toBe('vendas.csv');
    expect(filenameOf(`attachment; filename*=UTF-8''%E0%A4%A; filename="x.csv"`)).toBe('x.csv');
    expect(filenameOf('attachment')).toBeNull();
    expect(filenameOf(null)).toBeNull();
  });

  it("asks for one event's file or for all the organizer's events", () => {
    expect(exportHref({ kind: 'vendas', format: 'csv' })).toBe(
      '/api/organizador/exportacoes/vendas/csv',
    );
    expect(exportHref({ kind: 'participantes', format: 'xlsx' }, 'e-1')).toBe(
      '/api/organizador/exportacoes/participantes/xlsx?evento=e-1',
    );
    expect(
      exportHref({ kind: 'participantes', format: 'csv' }, 'e-1', { id: 'q-1', titulo: 'Aceito' }),
    ).toBe('/api/organizador/exportacoes/participantes/csv?evento=e-1&consentimento=q-1%3Asim');
  });
});
