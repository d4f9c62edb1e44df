/** An event's live check-in occupancy at /dashboard/check-in/<eventId> (issue 15). */
export function CheckInLivePage() {
  return <section>Check-in</section>;
}
