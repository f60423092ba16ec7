// Paths of the app that several features link to.
import { DEFAULT_ACCESS_REDIRECT } from '@trajectory/contracts/access';

/** The reports dashboard of the plans this browser may open (issue #12: never an e-mail in the URL). */
export const REPORTS_PATH = DEFAULT_ACCESS_REDIRECT;
