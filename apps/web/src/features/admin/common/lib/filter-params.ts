// What the staff lists send for their filters: a query string without empty values, and an inclusive
// day range as instants (the list and its CSV export share both).

/** The query string of a filter without empty values. */
export function filterSearchParams(query: object) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  return params;
}

/** Local days as instants: the start at 00:00, the end through 23:59:59.999, so the end date is inclusive. */
export function dayRangeToInstants(startDate: string, endDate: string) {
  return {
    startDate: startDate ? new Date(`${startDate}T00:00:00`).toISOString() : undefined,
    endDate: endDate ? new Date(`${endDate}T23:59:59.999`).toISOString() : undefined,
  };
}
