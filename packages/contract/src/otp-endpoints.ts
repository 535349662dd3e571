/**
 * One-time-code enrolment under `/api`. A staff member without a secret enrols one (shown once
 * as a QR code); replacing an existing secret needs a valid code from the current one.
 */
import { z } from 'zod';
import { defineEndpoints } from './common/endpoint.ts';

/** The caller's enrolment: enrolled or not, and since when. */
export const otpStatusSchema = z.object({ enrolled: z.boolean(), enrolled_at: z.string().nullable() });

/** A new secret, shown once: as text, as an otpauth URI and as a QR code image. */
export const otpEnrolmentSchema = z.object({
  secret: z.string(),
  otpauth_uri: z.string(),
  qr_code_data_url: z.string(),
});

/**
 * A first enrolment needs the caller's current password, re-entered: something only the member
 * has (nobody but the member ever sets it), so a session alone never enrols an authenticator.
 */
export const otpEnrolSchema = z.object({
  password: z
    .string({ error: 'Informe sua senha atual.' })
    .min(1, 'Informe sua senha atual.')
    .max(1000, 'Senha muito longa.'),
});

export const otp = defineEndpoints(
  { area: 'otp', api: 'main' },
  {
    readStatus: {
      method: 'GET',
      path: '/v1/otp/status',
      summary: "Whether the caller's authenticator is enrolled, and since when",
      responses: { 200: otpStatusSchema },
      policy: { permission: null, project: 'none' },
    },
    enrol: {
      method: 'POST',
      path: '/v1/otp/enrollment',
      summary: 'Enrol a first authenticator (needs the current password)',
      body: otpEnrolSchema,
      responses: { 201: otpEnrolmentSchema },
      policy: { permission: null, project: 'none', secretAnswer: true },
    },
    replaceEnrolment: {
      method: 'PUT',
      path: '/v1/otp/enrollment',
      summary: 'Replace the authenticator (needs a current code)',
      responses: { 200: otpEnrolmentSchema },
      policy: { permission: null, project: 'none', otp: true, secretAnswer: true },
    },
  },
);
