import { otp } from '@mentor/contract/otp-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../app-deps.ts';
import { assertCurrentPassword, enrol, otpStatus } from './otp-enrolment-service.ts';

/**
 * One-time-code enrolment. A staff member without a secret enrols one (shown once as a QR
 * code) with their current password re-entered; replacing an existing secret needs a valid code
 * from the current one.
 */
export async function otpRoutes(app: App, { db, env }: AppDeps): Promise<void> {
  serve(app, otp.readStatus, (_input, request) => otpStatus(db, actorOf(request)));

  serve(app, otp.enrol, async ({ body }, request) => {
    const actor = actorOf(request);
    // With the built-in sign-in the member re-enters the password only they set; with an
    // external issuer the password lives there (ADR 0710).
    if (!env.OIDC_ISSUER) await assertCurrentPassword(db, actor.user.username, body.password);
    return enrol(db, actor, 'CREATE');
  });

  serve(app, otp.replaceEnrolment, (_input, request) => enrol(db, actorOf(request), 'UPDATE'));
}
