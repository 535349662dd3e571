export { SavedViewsMenu, type SavedViewsMenuProps } from './saved-views-menu';
