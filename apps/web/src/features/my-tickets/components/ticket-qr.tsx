import { Suspense, use, useMemo } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { loadQrEncoder, qrPath } from '../lib/qr-symbol';

function QrDrawing({ payload, label }: { payload: string; label: string }) {
  const encode = use(loadQrEncoder());
  const drawn = useMemo(() => {
    if (!encode) return null;
    try {
      return qrPath(encode(payload));
    } catch {
      return null;
    }
  }, [encode, payload]);
  if (!drawn) {
    return (
      <p
        role="alert"
        className="flex aspect-square items-center p-6 text-center text-sm text-slate-700"
      >
        Não foi possível desenhar o QR code agora. Na entrada, informe o código do ingresso ou
        apresente o PDF.
      </p>
    );
  }
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox={`0 0 ${drawn.side} ${drawn.side}`}
      shapeRendering="crispEdges"
      className="block aspect-square w-full"
    >
      <rect width={drawn.side} height={drawn.side} fill="#fff" />
      <path d={drawn.d} fill="#000" />
    </svg>
  );
}

/**
 * The ticket's QR, drawn from its signed payload: black on white with the quiet zone, up to
 * 18 rem wide (about 4.7 px per module), which a door scanner reads off a phone held at arm's
 * length. A grey square while the encoder loads.
 */
export function TicketQr({ payload, label }: { payload: string; label: string }) {
  return (
    <div className="mx-auto w-full max-w-72 overflow-hidden rounded-lg border border-slate-200 bg-white">
      <Suspense
        fallback={
          <div role="status" className="aspect-square w-full">
            <span className="sr-only">Desenhando o QR code...</span>
            <Skeleton className="size-full rounded-none" />
          </div>
        }
      >
        <QrDrawing payload={payload} label={label} />
      </Suspense>
    </div>
  );
}
