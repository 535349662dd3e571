export { FOCUS_FALLBACK_ATTRIBUTE, FOCUS_SCOPE_ATTRIBUTE, FocusKeeper, keepFocus } from './focus-keeper';
