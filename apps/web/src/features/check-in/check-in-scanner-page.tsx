/** The door scanner at /check-in/<token> (issue 15). */
export function CheckInScannerPage() {
  return <main>Check-in</main>;
}
