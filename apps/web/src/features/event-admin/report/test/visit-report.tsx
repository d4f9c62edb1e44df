import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import type { OrganizationRole } from '@bilheteria/domain/organization-roles';
import {
  renderWithSession,
  serveSession,
  sessionOrganization,
  sessionUser,
} from '@/lib/auth/test/auth-test-utils';
import { EventReportPage } from '../event-report-page';
import { EVENT_ID } from './report-test-api';

/**
 * The report's page as a member of the organization opens it (tests only; the owner unless
 * `papel` says otherwise); serve its API first.
 */

export const REPORT_ROUTE = `/dashboard/eventos/${EVENT_ID}/relatorio`;

export function visitReport(route = REPORT_ROUTE, papel?: OrganizationRole) {
  serveSession(
    sessionUser('admin', papel ? { organizacao: sessionOrganization({ papel }) } : undefined),
  );
  return renderWithSession(
    <Routes>
      <Route path="/dashboard/eventos/:eventId/relatorio" element={<EventReportPage />} />
    </Routes>,
    { route },
  );
}

/** Each body row's cells as text, its header first. */
export const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      [within(row).getByRole('rowheader'), ...within(row).getAllByRole('cell')].map(
        (cell) => cell.textContent,
      ),
    );

/** The row whose header has `text`. */
export const rowWith = (table: HTMLElement, text: string) =>
  within(table)
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader')?.textContent?.includes(text))!;

/**
 * How long a test waits for the report's first answers: the page's modules load with the first
 * test of a file, slowly on a busy 2-core machine.
 */
export const SLOW = { timeout: 5_000 };

export const dialog = () => screen.findByRole('alertdialog', {}, SLOW);
