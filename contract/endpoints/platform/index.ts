/** Every endpoint of the platform context, by name. */
export const platformEndpoints = {};
