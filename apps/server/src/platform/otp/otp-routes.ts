import { otp } from '@mentor/contract/otp-endpoints';
import { actorOf } from '../../http/actor.ts';
import type { App } from '../../http/app-types.ts';
import { serve } from '../../http/endpoint-route.ts';
import type { AppDeps } from '../app-deps.ts';
import { enrol, otpStatus } from './otp-enrolment-service.ts';

/**
 * One-time-code enrolment. A staff member without a secret enrols one (shown once as a QR
 * code); replacing an existing secret needs a valid code from the current one.
 */
export async function otpRoutes(app: App, { db }: AppDeps): Promise<void> {
  serve(app, otp.readStatus, (_input, request) => otpStatus(db, actorOf(request)));

  serve(app, otp.enrol, (_input, request) => enrol(db, actorOf(request), 'CREATE'));

  serve(app, otp.replaceEnrolment, (_input, request) => enrol(db, actorOf(request), 'UPDATE'));
}
