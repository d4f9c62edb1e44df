import { CircleX, LoaderCircle, WifiOff } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useParams } from 'react-router';
import { doorBadgeUrl } from '@/lib/badge-urls';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CameraScanner } from './components/camera-scanner';
import { CodeForm } from './components/code-form';
import { ConnectionStatus } from './components/connection-status';
import { ParticipantSearch } from './components/participant-search';
import { VerdictPanel } from './components/verdict-panel';
import { DoorScanner, type DoorVerdict } from './lib/door-scanner';
import { signalVerdict, unlockAudio } from './lib/feedback';
import { linkScannerManifest, registerScannerWorker } from './lib/installable';
import { useHardwareScanner } from './lib/use-hardware-scanner';

function useDoorScanner(token: string): DoorScanner {
  const [scanner] = useState(() => new DoorScanner(token));
  useEffect(() => {
    void scanner.start();
    return () => scanner.stop();
  }, [scanner]);
  return scanner;
}

/** On 'Leitor bloqueado': the offline scans the dead link could not upload (deleted). */
const unsent = (count: number) =>
  count === 1
    ? '1 leitura feita sem conexão não pôde ser enviada.'
    : `${count} leituras feitas sem conexão não puderam ser enviadas.`;

function FullScreenMessage({
  title,
  message,
  detail = null,
  tone,
}: {
  title: string;
  message: string | null;
  detail?: string | null;
  tone: 'refused' | 'waiting';
}) {
  const Icon = tone === 'refused' ? CircleX : WifiOff;
  return (
    <main
      role={tone === 'refused' ? 'alert' : 'status'}
      className={`flex min-h-dvh flex-col items-center justify-center gap-4 p-6 text-center ${
        tone === 'refused' ? 'bg-red-700 text-white' : 'bg-slate-900 text-white'
      }`}
    >
      <Icon aria-hidden="true" className="size-20" />
      <h1 className="text-3xl font-black">{title}</h1>
      {message && <p className="max-w-md text-xl font-semibold">{message}</p>}
      {detail && <p className="max-w-md text-lg">{detail}</p>}
    </main>
  );
}

/** The door scanner at /check-in/<token> (issue 15): see lib/door-scanner.ts. */
export function CheckInScannerPage() {
  const { token = '' } = useParams();
  // A new link is a new scanner: remount everything (the key), never mix two gates' state.
  return <DoorScreen key={token} token={token} />;
}

function DoorScreen({ token }: { token: string }) {
  const scanner = useDoorScanner(token);
  const state = useSyncExternalStore(scanner.subscribe, scanner.getState);
  const [verdict, setVerdict] = useState<DoorVerdict | null>(null);
  const latest = useRef(0);
  const codeField = useRef<HTMLInputElement>(null);
  const ready = state.phase === 'ready';

  useDocumentTitle(state.session ? `Check-in · ${state.session.portao.rotulo}` : 'Check-in');

  useEffect(() => {
    registerScannerWorker();
    document.addEventListener('pointerdown', unlockAudio, { once: true });
    document.addEventListener('keydown', unlockAudio, { once: true });
    return () => {
      document.removeEventListener('pointerdown', unlockAudio);
      document.removeEventListener('keydown', unlockAudio);
    };
  }, []);
  const eventTitle = state.session?.evento.titulo;
  useEffect(() => (eventTitle ? linkScannerManifest(eventTitle) : undefined), [eventTitle]);

  /** Every input ends here; the newest scan's verdict is the one on screen. */
  const check = useCallback(
    (entry: string) => {
      const turn = ++latest.current;
      void scanner.check(entry).then((answer) => {
        if (!answer || turn !== latest.current) return;
        setVerdict(answer);
        signalVerdict(answer.resultado);
      });
    },
    [scanner],
  );
  const checkAndRefocus = useCallback(
    (entry: string) => {
      check(entry);
      codeField.current?.focus();
    },
    [check],
  );
  useHardwareScanner(check, ready);

  if (state.phase === 'refused') {
    return (
      <FullScreenMessage
        tone="refused"
        title="Leitor bloqueado"
        message={state.message}
        detail={state.discarded > 0 ? unsent(state.discarded) : null}
      />
    );
  }
  if (state.phase === 'unavailable') {
    return <FullScreenMessage tone="waiting" title="Sem conexão" message={state.message} />;
  }
  if (state.phase === 'starting' || !state.session) {
    return (
      <main
        role="status"
        className="flex min-h-dvh items-center justify-center gap-3 p-6 text-xl font-bold"
      >
        <LoaderCircle aria-hidden="true" className="size-8 animate-spin" />
        Preparando o leitor…
      </main>
    );
  }

  const { session } = state;
  // A badge PDF comes from the server: offered only while the door is online.
  const badgeUrl = state.online ? (ticketId: string) => doorBadgeUrl(token, ticketId) : null;
  return (
    <div className="min-h-dvh bg-white text-slate-950">
      <header className="bg-slate-950 px-4 py-3 text-white">
        <h1 className="text-3xl leading-tight font-black break-words">{session.portao.rotulo}</h1>
        <p className="text-lg font-semibold break-words">{session.evento.titulo}</p>
        <p className="text-base text-slate-200">
          {session.evento.data} · {session.evento.horario}
        </p>
      </header>
      <ConnectionStatus state={state} />
      <main className="mx-auto flex max-w-xl flex-col gap-5 px-4 py-4">
        <VerdictPanel verdict={verdict} badgeUrl={badgeUrl} />
        <CodeForm onCheck={check} inputRef={codeField} />
        <CameraScanner onScan={check} />
        <ParticipantSearch
          search={(query) => scanner.search(query)}
          onCheck={checkAndRefocus}
          badgeUrl={badgeUrl}
        />
      </main>
    </div>
  );
}
