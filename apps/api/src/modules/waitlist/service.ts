import type {
  JoinWaitlistRequest,
  OrganizerWaitlist,
  WaitlistJoined,
  WaitlistMessage,
  WaitlistOffer,
  WaitlistOfferAccepted,
} from '@bilheteria/domain/waitlist-contract';
import type { Db, Tx } from '../../db/client';
import type { Mailer } from '../mail';
import { acceptOffer, declineOffer } from './answer-offer';
import { waitlistLinks } from './entry-links';
import { joinWaitlist } from './join';
import { leaveWaitlist } from './leave';
import { offerInTx, offerOneType } from './offer-round';
import { sweepOffers } from './offer-sweep';
import { offerView, organizerList } from './waitlist-views';

export interface WaitlistService {
  join(eventId: string, input: JoinWaitlistRequest): Promise<WaitlistJoined>;
  leave(token: string): Promise<WaitlistMessage>;
  offer(token: string): Promise<WaitlistOffer>;
  /** The offer's order becomes this browser's (`buyerKeyHash`) and this user's, if signed in. */
  accept(
    token: string,
    buyer: { buyerKeyHash: () => string; userId: string | null },
  ): Promise<WaitlistOfferAccepted>;
  decline(token: string): Promise<WaitlistMessage>;
  /** The lines of one of the organization's events (another's is a 404). */
  organizerList(organizationId: string, eventId: string): Promise<OrganizerWaitlist>;
  /**
   * Offers the free seats of these ticket types to their lines, inside the caller's transaction
   * (a refund, a quantity raised): the seats go to the next in line before anyone else sees them.
   */
  offerInTx(tx: Tx, ticketTypeIds: readonly string[]): Promise<void>;
  /**
   * The periodic round: offers whose hold ended pass to the next in line, paid ones are marked,
   * and every line with free seats gets its offers. Returns the offers made.
   */
  sweep(): Promise<number>;
}

export interface WaitlistDependencies {
  db: Db;
  mailer: Mailer;
  baseUrl: string;
  /** How long an offer holds its seats. */
  offerMs: number;
  clock?: () => Date;
  wakeJobs?: () => void;
}

/**
 * The waiting list, one use case per file. An offer is an ordinary reserved order made for the
 * entry, with the checkout's own conditional UPDATE (`sold + reserved + q <= quantity`) under
 * the ticket type's row lock, so an offer and a checkout racing for the same seats can never
 * both win; the order's `expires_at` is the offer's end, and the hold sweep frees it like any
 * other.
 */
export function createWaitlistService({
  db,
  mailer,
  baseUrl,
  offerMs,
  clock = () => new Date(),
  wakeJobs = () => {},
}: WaitlistDependencies): WaitlistService {
  const links = waitlistLinks(baseUrl);
  const offerOne = offerOneType({ mailer, links, offerMs });
  const offerFreedSeats = offerInTx({ clock, wakeJobs, offerOne });
  return {
    offerInTx: offerFreedSeats,
    sweep: sweepOffers({ db, clock, wakeJobs, offerOne }),
    join: joinWaitlist({ db, mailer, links, clock, wakeJobs }),
    leave: leaveWaitlist({ db, clock, offerInTx: offerFreedSeats }),
    offer: offerView({ db, clock }),
    accept: acceptOffer({ db, clock }),
    decline: declineOffer({ db, clock, offerInTx: offerFreedSeats }),
    organizerList: organizerList({ db, clock }),
  };
}
