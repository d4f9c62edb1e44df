import { Suspense, use, useMemo, type ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { loadQrEncoder, qrPath } from '@/lib/qr-symbol';

function QrDrawing({
  payload,
  label,
  unavailable,
}: {
  payload: string;
  label: string;
  unavailable: ReactNode;
}) {
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
        {unavailable}
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
 * A QR code of `payload`: black on white with the quiet zone, up to 18 rem wide (about 4.7 px per
 * module for a ticket's), which a scanner or a phone's camera reads at arm's length. A grey square
 * while the encoder loads; `unavailable` says what to do instead when it cannot be drawn.
 */
export function QrCode({
  payload,
  label,
  unavailable,
}: {
  payload: string;
  /** The image's accessible name ('QR code do ingresso …'). */
  label: string;
  unavailable: ReactNode;
}) {
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
        <QrDrawing payload={payload} label={label} unavailable={unavailable} />
      </Suspense>
    </div>
  );
}
