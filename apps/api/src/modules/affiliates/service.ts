import type {
  AffiliatedEvent,
  AffiliateEventOffer,
  AffiliatePortal,
  AffiliateSales,
  AffiliateSignUp,
  AffiliateSignUpResponse,
} from '@bilheteria/domain/affiliate-contract';
import type { SessionUser } from '@bilheteria/domain/auth-contract';
import type { Db } from '../../db/client';
import type { AuthService } from '../auth';
import type { RunStatement } from '../../db/prepared';
import type { JobHandler } from '../../jobs/worker';
import { affiliatePortal, affiliateSales } from './affiliate-portal';
import { affiliateSignUp } from './affiliate-sign-up';
import { eventOffer, joinEvent } from './join-event';
import { AFFILIATE_COMMISSION_JOB, recordCommissions } from './ledger';

export interface AffiliatesService {
  signUp(user: SessionUser, input: AffiliateSignUp): Promise<AffiliateSignUpResponse>;
  portal(user: SessionUser): Promise<AffiliatePortal>;
  sales(user: SessionUser): Promise<AffiliateSales>;
  eventOffer(user: SessionUser, eventId: string): Promise<AffiliateEventOffer>;
  joinEvent(user: SessionUser, eventId: string): Promise<AffiliatedEvent>;
  jobs: Record<string, JobHandler>;
}

export interface AffiliatesServiceOptions {
  db: Db;
  /** Runs the portal's statements prepared (db/prepared.ts `statementRunner`). */
  statements: RunStatement;
  payableAfterDays: number;
  /** Told when an affiliate joins an event (the catalog's cached list of their events). */
  onJoined?: (code: string) => void;
  /** Auth's front door for changes to what sessions resolve to (sign-up changes the role). */
  sessions: Pick<AuthService, 'invalidateSessions'>;
  clock?: () => Date;
}

export function createAffiliatesService({
  db,
  statements,
  payableAfterDays,
  onJoined = () => {},
  sessions,
  clock = () => new Date(),
}: AffiliatesServiceOptions): AffiliatesService {
  return {
    signUp: affiliateSignUp({ db, sessions, clock }),
    portal: affiliatePortal(statements),
    sales: affiliateSales({ statements, clock }),
    eventOffer: eventOffer(db),
    joinEvent: joinEvent({ db, statements, onJoined, clock }),
    jobs: {
      [AFFILIATE_COMMISSION_JOB]: {
        run: async (payload) => {
          const orderId = payload.orderId;
          if (typeof orderId !== 'string') throw new Error('affiliate.commission without orderId');
          await recordCommissions(db, orderId, { payableAfterDays });
        },
      },
    },
  };
}
