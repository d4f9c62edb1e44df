import { CHECK_IN_TEXTS } from '@bilheteria/domain/check-in-texts';
import { Wifi, WifiOff } from 'lucide-react';
import type { ScannerState } from '../lib/door-scanner';
import { formatMoment } from './verdict-panel';

const pending = (count: number) =>
  count === 1 ? '1 leitura aguardando envio' : `${count} leituras aguardando envio`;

/**
 * Online or 'Modo offline', said on screen and to screen readers: the door switches by itself,
 * so staff must see which mode it is in and how fresh its list is.
 */
export function ConnectionStatus({
  state,
}: {
  state: Pick<ScannerState, 'online' | 'lastSync' | 'queued'>;
}) {
  const lastSync = state.lastSync
    ? `${CHECK_IN_TEXTS.lastSync}: ${formatMoment(state.lastSync)}`
    : `${CHECK_IN_TEXTS.lastSync}: nunca`;
  return (
    <div role="status" aria-live="polite">
      {state.online ? (
        <div className="flex items-center gap-2 bg-green-50 px-4 py-2 text-base text-green-900">
          <Wifi aria-hidden="true" className="size-5 shrink-0" />
          <p>
            <strong>Online</strong>
            <span className="block text-sm">{lastSync}</span>
            {state.queued > 0 && <span className="block text-sm">{pending(state.queued)}</span>}
          </p>
        </div>
      ) : (
        <div className="flex items-center gap-3 bg-slate-900 px-4 py-3 text-white">
          <WifiOff aria-hidden="true" className="size-7 shrink-0 text-amber-300" />
          <p>
            <strong className="block text-xl text-amber-300">{CHECK_IN_TEXTS.offline}</strong>
            <span className="block text-base">{lastSync}</span>
            {state.queued > 0 && <span className="block text-base">{pending(state.queued)}</span>}
          </p>
        </div>
      )}
    </div>
  );
}
