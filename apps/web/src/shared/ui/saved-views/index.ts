export { ListSavedViews } from './list-saved-views';
export { SavedViewsMenu, type SavedViewsMenuProps } from './saved-views-menu';
