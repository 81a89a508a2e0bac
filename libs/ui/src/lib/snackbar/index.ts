export { createSnackbar } from './create-snackbar';
export type { Snackbar, SnackbarMessage } from './create-snackbar';
export { SnackbarHost } from './snackbar-host';
export type { SnackbarHostProps } from './snackbar-host';
