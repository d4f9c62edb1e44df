import type { SessionOrganization } from '@bilheteria/domain/organization-contract';
import type { EventSaveStatus } from '@bilheteria/domain/event-form';
import type { EditableEvent, SavedEvent } from '@bilheteria/domain/organizer-contract';
import type { Db, Tx } from '../../db/client';
import { createEvent } from './create-event';
import { duplicateEvent } from './duplicate-event';
import { editableEvent, hasSold } from './event-reads';
import type { EventForm } from './event-rows';
import { withLocalImage } from './local-image';
import { removeEvent } from './remove-event';
import { setEventStatus } from './set-status';
import { updateEvent } from './update-event';

/** A member acting in their active organization: the one that owns what they create. */
export interface EventsActor {
  userId: string;
  organization: SessionOrganization;
}

/**
 * Event management for organizers: an event belongs to an organization (issue 28) and only its
 * members read or change it — anyone else gets 404, as for an event that does not exist.
 * Publishing takes an approved organization (409 otherwise); drafts do not.
 */
export interface OrganizerEventsService {
  create(actor: EventsActor, form: EventForm): Promise<SavedEvent>;
  editable(organizationId: string, eventId: string): Promise<EditableEvent>;
  update(organization: SessionOrganization, eventId: string, form: EventForm): Promise<SavedEvent>;
  setStatus(
    organization: SessionOrganization,
    eventId: string,
    status: EventSaveStatus,
    options?: { confirmUnpublish?: boolean | undefined },
  ): Promise<SavedEvent>;
  duplicate(actor: EventsActor, eventId: string): Promise<SavedEvent>;
  /** Answers the deleted event's title (the audit log names it: its id is gone). */
  remove(organizationId: string, eventId: string): Promise<{ title: string }>;
  /**
   * Whether the event ever sold (an order paid, even if refunded since): its buyers hold
   * tickets, so its public page stays readable after it is unpublished or cancelled.
   */
  hasSold(eventId: string): Promise<boolean>;
}

export interface OrganizerEventsServiceOptions {
  db: Db;
  /** Told after every change, once it is committed (the public catalog's cached answers). */
  onChanged?: (eventId: string) => void;
  /**
   * Stores the picture at a web address as an upload and answers its local address (images.ts:
   * storeFrom). Without it, addresses are saved as given.
   */
  importImage?: (address: string) => Promise<{ url: string }>;
  /** Seats were added to these ticket types (inside the edit's transaction): offer them. */
  onSeatsAdded?: (tx: Tx, ticketTypeIds: string[]) => Promise<void>;
  clock?: () => Date;
}

/** The organizer's event use cases (one file each), given their dependencies. */
export function createOrganizerEventsService({
  db,
  onChanged = () => {},
  onSeatsAdded = async () => {},
  importImage,
  clock = () => new Date(),
}: OrganizerEventsServiceOptions): OrganizerEventsService {
  const localImage = withLocalImage({ importImage });
  return {
    create: createEvent({ db, clock, localImage, onChanged }),
    editable: editableEvent({ db }),
    update: updateEvent({ db, clock, localImage, onSeatsAdded, onChanged }),
    setStatus: setEventStatus({ db, clock, onChanged }),
    duplicate: duplicateEvent({ db, clock, onChanged }),
    remove: removeEvent({ db, onChanged }),
    hasSold: hasSold({ db }),
  };
}
