/** Every endpoint of the registrations context, by name. */
export const registrationsEndpoints = {};
