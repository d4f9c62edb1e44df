/** Placeholder until the report lands (issue 17). */
export function EventReportPage() {
  return <p>Relatório</p>;
}
