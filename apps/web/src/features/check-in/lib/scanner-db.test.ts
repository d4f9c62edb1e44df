import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { ANA, BRUNO, session, SYNCED_AT } from '../test/scanner-test-api';
import { ScannerStore } from './scanner-db';

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
});

async function fill(store: ScannerStore, token: string) {
  await store.saveSession(token, await session());
  await store.saveList(token, { sincronizado_em: SYNCED_AT, ingressos: [ANA, BRUNO] }, []);
  const scan = (nonce: string) => ({
    token,
    nonce,
    entrada: ANA.codigo,
    resultado: 'valido' as const,
    lido_em: '2026-12-15T12:40:00.000Z',
  });
  const admission = { token, codigo: ANA.codigo, lido_em: '2026-12-15T12:40:00.000Z', portao: 'A' };
  await store.queueScan(scan(crypto.randomUUID()), admission);
  await store.queueScan(scan(crypto.randomUUID()), null);
  await store.admit({ ...admission, codigo: BRUNO.codigo });
}

describe('ScannerStore.forget — a refused link leaves nothing on the device', () => {
  it("deletes the link's session, list, admissions and queue, and only that link's", async () => {
    const store = await ScannerStore.open();
    await fill(store, 'tok_dead');
    await fill(store, 'tok_alive');
    // A token that sorts right after the dead one (a prefix of it) is another link too.
    await fill(store, 'tok_dead2');

    await store.forget('tok_dead');

    expect(await store.load('tok_dead')).toEqual({
      session: null,
      list: null,
      queue: [],
      admissions: [],
    });
    for (const token of ['tok_alive', 'tok_dead2']) {
      const kept = await store.load(token);
      expect(kept.session).not.toBeNull();
      expect(kept.list?.ingressos).toHaveLength(2);
      expect(kept.queue).toHaveLength(2);
      expect(kept.admissions).toHaveLength(2);
    }
    store.close();
  });
});
