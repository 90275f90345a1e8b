import { ApiErrorThrown } from '../../../api/call'

/** Thrown during render for a child the list does not have (e.g. a firewall rule), so the error boundary shows 'Page not found'. */
export const notFound = (what: string) =>
  new ApiErrorThrown({ message: `Not found: ${what}`, statusCode: 404, requestId: '' })
