import { Camera, CameraOff } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type QrScanner from 'qr-scanner';

/**
 * A QR is read once while it stays in front of the camera: the same QR is read again only after
 * it has been out of sight this long (a ticket held there does not flip 'Válido' to 'Já
 * utilizado'; shown again on purpose, it is a new read).
 */
export const SAME_QR_IGNORED_MS = 2000;

/** Whether a decoded QR is a new read, given the last one; `last` is kept up to date. */
export function isNewRead(last: { text: string; at: number }, text: string, now: number): boolean {
  const stillInView = text === last.text && now - last.at < SAME_QR_IGNORED_MS;
  last.text = text;
  last.at = now;
  return !stillInView;
}

export const CAMERA_MESSAGES = {
  denied:
    'A permissão da câmera foi negada. Libere a câmera nas configurações do navegador ou use o campo de código.',
  none: 'Nenhuma câmera disponível neste aparelho. Use o leitor ou digite o código do ingresso.',
  insecure:
    'A câmera só funciona em conexão segura (https). Use o leitor ou digite o código do ingresso.',
  failed: 'Não foi possível carregar o leitor da câmera. Use o campo de código.',
} as const;

async function whyNoCamera(): Promise<string> {
  if (!window.isSecureContext || !navigator.mediaDevices) return CAMERA_MESSAGES.insecure;
  try {
    const permission = await navigator.permissions?.query({ name: 'camera' });
    if (permission?.state === 'denied') return CAMERA_MESSAGES.denied;
  } catch {
    // Browsers that cannot tell (Firefox): say what is most likely below.
  }
  try {
    const devices = await navigator.mediaDevices.enumerateDevices();
    if (!devices.some((device) => device.kind === 'videoinput')) return CAMERA_MESSAGES.none;
  } catch {
    return CAMERA_MESSAGES.none;
  }
  return CAMERA_MESSAGES.denied;
}

/**
 * The phone's camera as a QR reader. The reader (qr-scanner: the browser's BarcodeDetector where
 * it has one, else its own decoder in a worker) loads only when the camera is turned on.
 */
export function CameraScanner({ onScan }: { onScan: (entry: string) => void }) {
  const video = useRef<HTMLVideoElement>(null);
  const scanner = useRef<QrScanner | null>(null);
  const onScanRef = useRef(onScan);
  const [state, setState] = useState<'off' | 'starting' | 'on'>('off');
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    onScanRef.current = onScan;
  });
  useEffect(() => () => scanner.current?.destroy(), []);

  async function turnOn() {
    setProblem(null);
    setState('starting');
    const last = { text: '', at: 0 };
    try {
      const { default: Reader } = await import('qr-scanner');
      scanner.current ??= new Reader(
        video.current!,
        ({ data }) => {
          if (isNewRead(last, data, Date.now())) onScanRef.current(data);
        },
        {
          preferredCamera: 'environment',
          maxScansPerSecond: 12,
          returnDetailedScanResult: true,
          onDecodeError: () => undefined,
        },
      );
      await scanner.current.start();
      setState('on');
    } catch (error) {
      scanner.current?.destroy();
      scanner.current = null;
      setState('off');
      setProblem(
        error instanceof TypeError && /import|module/i.test(error.message)
          ? CAMERA_MESSAGES.failed
          : await whyNoCamera(),
      );
    }
  }

  function turnOff() {
    scanner.current?.stop();
    setState('off');
  }

  return (
    <section aria-label="Câmera" className="flex flex-col gap-3">
      <div
        className={state === 'off' ? 'hidden' : 'overflow-hidden rounded-xl bg-black'}
        aria-hidden="true"
      >
        <video ref={video} muted playsInline className="aspect-square w-full object-cover" />
      </div>
      {state === 'off' ? (
        <button
          type="button"
          onClick={() => void turnOn()}
          className="flex h-14 items-center justify-center gap-2 rounded-xl bg-slate-900 text-lg font-bold text-white focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500"
        >
          <Camera aria-hidden="true" className="size-6" />
          Ligar câmera
        </button>
      ) : (
        <button
          type="button"
          onClick={turnOff}
          disabled={state === 'starting'}
          className="flex h-14 items-center justify-center gap-2 rounded-xl border-2 border-slate-900 bg-white text-lg font-bold text-slate-900 focus-visible:outline-4 focus-visible:outline-offset-2 focus-visible:outline-sky-500 disabled:opacity-60"
        >
          <CameraOff aria-hidden="true" className="size-6" />
          {state === 'starting' ? 'Abrindo a câmera…' : 'Desligar câmera'}
        </button>
      )}
      {problem && (
        <p
          role="alert"
          className="rounded-xl border-2 border-amber-700 bg-amber-50 p-3 text-base font-semibold text-amber-950"
        >
          {problem}
        </p>
      )}
    </section>
  );
}
