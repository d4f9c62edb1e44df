import { EVENT_FORM_MESSAGES, ticketsSoldText } from '@bilheteria/domain/event-texts';
import type { OrganizerEventRow } from '@bilheteria/domain/organizer-contract';
import {
  BarChart3,
  Copy,
  Eye,
  EyeOff,
  LoaderCircle,
  Pencil,
  Send,
  Trash2,
  type LucideIcon,
} from 'lucide-react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button, buttonVariants } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { paths } from '@/lib/paths';
import { cn } from '@/lib/utils';
import { useEventAction, type EventAction } from '../api/manage-event';
import { usePermissions } from '../lib/use-permission';

/**
 * How the actions are laid out: icons with a tooltip in the table's narrow 'Ações' column, icons
 * and words on a phone's card. Either way each one's accessible name is its verb and the event
 * ('Excluir RPA Summit Brasil'), the spec's word first.
 */
export type ActionsLayout = 'icons' | 'labels';

function Labelled({
  layout,
  label,
  children,
}: {
  layout: ActionsLayout;
  label: string;
  children: ReactNode;
}) {
  if (layout === 'labels') return children;
  return (
    <Tooltip>
      <TooltipTrigger asChild>{children}</TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

const actionClass = (layout: ActionsLayout, danger = false) =>
  cn(
    buttonVariants({ variant: layout === 'icons' ? 'ghost' : 'outline', size: 'sm' }),
    layout === 'icons' && 'size-8 px-0',
    danger && 'text-red-700 hover:bg-red-50 hover:text-red-800',
  );

function ActionLink({
  to,
  icon: Icon,
  label,
  name,
  layout,
}: {
  to: string;
  icon: LucideIcon;
  label: string;
  name: string;
  layout: ActionsLayout;
}) {
  return (
    <Labelled layout={layout} label={label}>
      <Link to={to} aria-label={name} className={actionClass(layout)}>
        <Icon aria-hidden />
        {layout === 'labels' && label}
      </Link>
    </Labelled>
  );
}

function DeleteAction({
  event,
  layout,
  disabled,
  onConfirm,
  deleting,
  gone,
  onGone,
}: {
  event: OrganizerEventRow;
  layout: ActionsLayout;
  disabled: boolean;
  /** Runs the deletion; resolves once it is over, whichever way. */
  onConfirm: () => Promise<unknown>;
  deleting: boolean;
  /** True once the server deleted the event: its row and this button are going away. */
  gone: RefObject<boolean>;
  onGone: () => void;
}) {
  const [open, setOpen] = useState(false);
  const refused = event.paidOrders > 0;
  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && setOpen(next)}>
      <Labelled layout={layout} label="Excluir">
        <AlertDialogTrigger asChild>
          <Button
            variant={layout === 'icons' ? 'ghost' : 'outline'}
            size="sm"
            disabled={disabled}
            aria-label={`Excluir ${event.title}`}
            className={actionClass(layout, true)}
          >
            <Trash2 aria-hidden />
            {layout === 'labels' && 'Excluir'}
          </Button>
        </AlertDialogTrigger>
      </Labelled>
      <AlertDialogContent
        onCloseAutoFocus={(event) => {
          // Not back to the button of a row that is gone: to the list.
          if (gone.current) {
            event.preventDefault();
            onGone();
          }
        }}
      >
        <AlertDialogTitle>Excluir evento?</AlertDialogTitle>
        {refused ? (
          <AlertDialogDescription>
            “{event.title}” tem{' '}
            {event.paidOrders === 1 ? '1 pedido pago' : `${event.paidOrders} pedidos pagos`}.{' '}
            {EVENT_FORM_MESSAGES.deleteRefused}
          </AlertDialogDescription>
        ) : (
          <AlertDialogDescription>
            “{event.title}” será excluído com seus ingressos, agenda, palestrantes e perguntas
            frequentes. Esta ação não pode ser desfeita.
          </AlertDialogDescription>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>
            {refused ? 'Fechar' : 'Cancelar'}
          </AlertDialogCancel>
          {!refused && (
            <Button
              className="bg-red-700 hover:bg-red-800"
              disabled={deleting}
              aria-busy={deleting}
              onClick={() => {
                void onConfirm().then(() => setOpen(false));
              }}
            >
              {deleting ? (
                <LoaderCircle aria-hidden className="animate-spin" />
              ) : (
                <Trash2 aria-hidden />
              )}
              {deleting ? 'Excluindo...' : 'Excluir evento'}
            </Button>
          )}
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * 'Despublicar' for an event with paid orders: its sales end, so the organizer confirms first,
 * told how many tickets were sold and that buyers keep theirs (the API refuses it unconfirmed).
 */
function UnpublishSoldAction({
  event,
  layout,
  disabled,
  busy,
  onConfirm,
}: {
  event: OrganizerEventRow;
  layout: ActionsLayout;
  disabled: boolean;
  busy: boolean;
  /** Runs the unpublishing; resolves once it is over, whichever way. */
  onConfirm: () => Promise<unknown>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <AlertDialog open={open} onOpenChange={(next) => !busy && setOpen(next)}>
      <Labelled layout={layout} label="Despublicar">
        <AlertDialogTrigger asChild>
          <Button
            variant={layout === 'icons' ? 'ghost' : 'outline'}
            size="sm"
            disabled={disabled}
            aria-label={`Despublicar ${event.title}`}
            className={actionClass(layout)}
          >
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <EyeOff aria-hidden />}
            {layout === 'labels' && 'Despublicar'}
          </Button>
        </AlertDialogTrigger>
      </Labelled>
      <AlertDialogContent>
        <AlertDialogTitle>Despublicar evento?</AlertDialogTitle>
        <AlertDialogDescription>
          “{event.title}” tem {ticketsSoldText(event.ticketsSold)}. As vendas serão encerradas e o
          evento sai da lista de eventos. Os compradores mantêm seus ingressos e continuam vendo a
          página do evento, com o aviso “Vendas encerradas”.
        </AlertDialogDescription>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>Cancelar</AlertDialogCancel>
          <Button
            disabled={busy}
            aria-busy={busy}
            onClick={() => {
              void onConfirm().then(() => setOpen(false));
            }}
          >
            {busy ? <LoaderCircle aria-hidden className="animate-spin" /> : <EyeOff aria-hidden />}
            {busy ? 'Despublicando...' : 'Despublicar'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/**
 * An event's actions (issue 17): Ver (its public page, once published), Editar (the wizard
 * prefilled), Relatório, Duplicar (a draft copy), Publicar / Despublicar, and Excluir after a
 * confirmation. Each says how it went in a toast; the table is asked again after a change. A role
 * that may not edit events (issue 28) sees Ver and Relatório only; one without reports, Ver.
 */
export function EventActions({
  event,
  userId,
  layout,
  onDeleted,
}: {
  event: OrganizerEventRow;
  userId: string;
  layout: ActionsLayout;
  /** After the event was deleted and its dialog closed: the focus needs a new place. */
  onDeleted: () => void;
}) {
  const gone = useRef(false);
  const action = useEventAction(userId, event.id, {
    onDeleted: () => {
      gone.current = true;
    },
  });
  const busy = action.isPending;
  // The hook says how it went, in a toast.
  const run = (next: EventAction) => action.mutateAsync(next).catch(() => undefined);
  const published = event.status === 'published';
  const can = usePermissions();
  const editor = can('eventos:editar');

  return (
    <div
      role="group"
      aria-label={`Ações de ${event.title}`}
      aria-busy={busy}
      className={cn('flex items-center', layout === 'icons' ? 'gap-0.5' : 'flex-wrap gap-2')}
    >
      {published ? (
        <ActionLink
          to={paths.event(event.id)}
          icon={Eye}
          label="Ver"
          name={`Ver ${event.title}`}
          layout={layout}
        />
      ) : (
        layout === 'icons' && <span aria-hidden className="size-8" />
      )}
      {!editor ? null : event.canceled ? (
        // A cancelled event (issue 18) is no longer edited or published.
        layout === 'icons' && <span aria-hidden className="size-8" />
      ) : (
        <ActionLink
          to={paths.editEvent(event.id)}
          icon={Pencil}
          label="Editar"
          name={`Editar ${event.title}`}
          layout={layout}
        />
      )}
      {can('relatorios') && (
        <ActionLink
          to={paths.eventReport(event.id)}
          icon={BarChart3}
          label="Relatório"
          name={`Relatório de ${event.title}`}
          layout={layout}
        />
      )}
      {editor && (
        <EditorActions
          event={event}
          layout={layout}
          action={action}
          run={run}
          gone={gone}
          onDeleted={onDeleted}
        />
      )}
    </div>
  );
}

/** Duplicar, Publicar / Despublicar and Excluir: what changes the event. */
function EditorActions({
  event,
  layout,
  action,
  run,
  gone,
  onDeleted,
}: {
  event: OrganizerEventRow;
  layout: ActionsLayout;
  action: ReturnType<typeof useEventAction>;
  run: (next: EventAction) => Promise<unknown>;
  gone: RefObject<boolean>;
  onDeleted: () => void;
}) {
  const busy = action.isPending;
  const doing = busy ? action.variables : undefined;
  const published = event.status === 'published';
  const spinnerOr = (icon: LucideIcon, kind: EventAction['kind']) => {
    const Icon = doing?.kind === kind ? LoaderCircle : icon;
    return <Icon aria-hidden className={doing?.kind === kind ? 'animate-spin' : undefined} />;
  };
  return (
    <>
      <Labelled layout={layout} label="Duplicar">
        <Button
          variant={layout === 'icons' ? 'ghost' : 'outline'}
          size="sm"
          disabled={busy}
          aria-label={`Duplicar ${event.title}`}
          className={actionClass(layout)}
          onClick={() => void run({ kind: 'duplicate' })}
        >
          {spinnerOr(Copy, 'duplicate')}
          {layout === 'labels' && 'Duplicar'}
        </Button>
      </Labelled>
      {!event.canceled && published && event.paidOrders > 0 ? (
        <UnpublishSoldAction
          event={event}
          layout={layout}
          disabled={busy}
          busy={doing?.kind === 'publication'}
          onConfirm={() => run({ kind: 'publication', status: 'draft', confirmUnpublish: true })}
        />
      ) : (
        !event.canceled && (
          <Labelled layout={layout} label={published ? 'Despublicar' : 'Publicar'}>
            <Button
              variant={layout === 'icons' ? 'ghost' : 'outline'}
              size="sm"
              disabled={busy}
              aria-label={`${published ? 'Despublicar' : 'Publicar'} ${event.title}`}
              className={actionClass(layout)}
              onClick={() =>
                void run({ kind: 'publication', status: published ? 'draft' : 'published' })
              }
            >
              {spinnerOr(published ? EyeOff : Send, 'publication')}
              {layout === 'labels' && (published ? 'Despublicar' : 'Publicar')}
            </Button>
          </Labelled>
        )
      )}
      <DeleteAction
        event={event}
        layout={layout}
        disabled={busy}
        deleting={doing?.kind === 'delete'}
        onConfirm={() => run({ kind: 'delete' })}
        gone={gone}
        onGone={onDeleted}
      />
    </>
  );
}
