/** Every endpoint of the identity context, by name. */
export const identityEndpoints = {};
