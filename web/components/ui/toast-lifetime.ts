/** spec/001 §9: toasts disappear after 3 seconds. */
export const toastLifetime = 3000;
