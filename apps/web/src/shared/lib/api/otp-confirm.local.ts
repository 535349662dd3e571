/**
 * Stand-in for the UI kit's `confirmWithOtp` until `shared/ui/otp-dialog` is available: it asks
 * for the six-digit code with the browser prompt. Only `main-api.ts` imports it.
 */
export function confirmWithOtp<R>(send: (code: string) => Promise<R>): Promise<R> {
  const code = window.prompt('Informe o código OTP de 6 dígitos')?.replace(/\D/g, '').slice(0, 6);
  if (!code) return Promise.reject(new Error('Código OTP cancelado'));
  if (code.length !== 6) return Promise.reject(new Error('Por favor, informe os 6 dígitos do seu código'));
  return send(code);
}
