/** White labels as filter options: shared with the onboarding screens (shared/lib/options). */
export { whiteLabelOptions } from '../../../shared/lib/options';
