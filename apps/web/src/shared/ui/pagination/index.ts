export { PageControls, type PageControlsProps } from './page-controls';
