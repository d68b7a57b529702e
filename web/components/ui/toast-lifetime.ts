/** Toasts disappear after 3 seconds. */
export const toastLifetime = 3000;
