export { type ConfirmActionOptions, confirmAction } from './confirm-action';
