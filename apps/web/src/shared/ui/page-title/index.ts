export { PageTitle, type PageTitleProps } from './page-title';
export { usePageTitle } from './use-page-title';
