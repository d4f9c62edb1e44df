import type { SessionUser } from '@bilheteria/domain/auth-contract';
import { activityDetails, type ActivityFacts } from '@bilheteria/domain/organizer-activity';
import {
  ACTIVITY_FEED_SIZE,
  type ActivityFeed,
  type ActivityItem,
} from '@bilheteria/domain/organizer-contract';
import type { RunStatement } from '../../db/prepared';
import {
  ADMIN_ACTIVITY_STATEMENT,
  AFFILIATE_ACTIVITY_STATEMENT,
  USER_ACTIVITY_STATEMENT,
  type ActivityRow,
} from './statements';

const activityItem = (row: ActivityRow): ActivityItem => ({
  id: `${row.type}:${row.source_id}`,
  type: row.type as ActivityItem['type'],
  user: row.who ?? '',
  event: row.event_title,
  eventId: row.event_id,
  at: row.at,
  details: activityDetails({ type: row.type, ...row.facts } as ActivityFacts),
});

/**
 * Atividade Recente of the signed-in user, by role: a member sees their active organization's
 * events (issue 28); an affiliate their sales; anyone else (a buyer, the platform's operator
 * outside support) their own orders and entries.
 */
export function recentActivity({ statements }: { statements: RunStatement }) {
  return async function activity(user: SessionUser): Promise<ActivityFeed> {
    const rows = user.organizacao
      ? await statements<ActivityRow>(ADMIN_ACTIVITY_STATEMENT, [
          user.organizacao.id,
          ACTIVITY_FEED_SIZE,
        ])
      : await statements<ActivityRow>(
          user.role === 'affiliate' ? AFFILIATE_ACTIVITY_STATEMENT : USER_ACTIVITY_STATEMENT,
          [user.id, user.email.toLowerCase(), ACTIVITY_FEED_SIZE],
        );
    return { items: rows.map(activityItem) };
  };
}
