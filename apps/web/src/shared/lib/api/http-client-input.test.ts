import { paymentSelectionSchema } from '@mentor/contract/payments';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, INVALID_INPUT_MESSAGE } from './api-error';
import { errorView } from './error-view';
import { createHttpClient, type OtpConfirmer } from './http-client';

function setup() {
  const fetchMock = vi.fn(
    async () =>
      new Response('{"affected":1}', { status: 200, headers: { 'content-type': 'application/json' } }),
  );
  const asked = vi.fn();
  const confirmOtp: OtpConfirmer = (send) => {
    asked();
    return send('123456');
  };
  const client = createHttpClient({
    baseUrl: () => '/api',
    headers: () => ({}),
    getAccessToken: () => 'token',
    onUnauthorized: () => {},
    otpHeader: () => 'x-otp',
    confirmOtp,
    fetch: fetchMock,
  });
  return { client, fetchMock, confirmOtp: asked };
}

describe('a body checked with the contract before the code', () => {
  it('sends a settle without a comment: the optional comment may be null', async () => {
    const { client, fetchMock, confirmOtp } = setup();
    await client.post(
      '/v1/payment/settle/TED',
      { ids: [7], reason_code: 'CUSTOMER_REQUEST', reason_comment: null },
      { otp: true, input: paymentSelectionSchema },
    );
    expect(confirmOtp).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('refuses a body the server would refuse with its 422, asking no code and sending nothing', async () => {
    const { client, fetchMock, confirmOtp } = setup();
    const call = client.post(
      '/v1/payment/settle/TED',
      { ids: [], reason_code: 'CUSTOMER_REQUEST', reason_comment: 'x'.repeat(501) },
      { otp: true, input: paymentSelectionSchema },
    );
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(422);
    expect((error as ApiError).message).toBe(INVALID_INPUT_MESSAGE);
    expect(errorView(error).fieldErrors).toMatchObject({
      reason_comment: 'O campo Comentário deve ter no máximo 500 caracteres',
      ids: expect.any(String),
    });
    expect(confirmOtp).not.toHaveBeenCalled();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
