export { type AskReasonOptions, askReason } from './ask-reason';
export { ReasonFields, type ReasonFieldsProps, type ReasonValue } from './reason-fields';
