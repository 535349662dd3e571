export { MaskedValue, type MaskedValueProps } from './masked-value';
export { useReveal } from './use-reveal';
