/**
 * The signed-in driver's own pages, loaded as ONE chunk by the router: /notifications,
 * /settings and the e-mail change confirmation share their dialogs, mutations and catalog, and
 * every separate chunk adds its name and dependency list to the lazy-import table of the home
 * route's first load, whose budget (docs/decisions/004) has no room left.
 */
export { default as NotificationsPage } from './NotificationsPage.tsx';
export { default as SettingsPage } from './SettingsPage.tsx';
export { default as ConfirmEmailPage } from './ConfirmEmailPage.tsx';
