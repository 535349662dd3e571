export {
  confirmWithOtp,
  isOtpCancelled,
  OTP_CANCELLED_MESSAGE,
  OTP_LENGTH,
  OTP_MISSING_MESSAGE,
  OTP_NO_HOST_MESSAGE,
  OtpCancelledError,
  requestOtpCode,
} from './confirm-with-otp';
export { OtpDialog, type OtpDialogProps } from './otp-dialog';
export { OtpDialogHost } from './otp-dialog-host';
export type { OtpDialogOptions, OtpSubmitResult } from './otp-store';
