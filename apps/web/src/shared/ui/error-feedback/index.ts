export { type ErrorKind, type ErrorView, errorView } from '../../lib/api/error-view';
export { errorTitleKey, errorToast, REPORTED_KINDS } from './error-toast';
export { type ShowErrorOptions, useErrorTitle, useShowError } from './use-show-error';
