import { EMAIL_VERIFICATION_TEXT } from './account-text';
import { fail, type Failure } from './errors';
import { hasVerifiedEmail, type Viewer } from './permissions';

/**
 * AI generations, new API tokens and lifetime reservations wait for a confirmed address.
 * 403 EMAIL_NOT_VERIFIED, whose message offers to send the link again (the screens add the button).
 */
export function requireVerifiedEmail(viewer: Viewer): Failure | null {
  return hasVerifiedEmail(viewer) ? null : fail(403, 'EMAIL_NOT_VERIFIED', EMAIL_VERIFICATION_TEXT.required);
}
