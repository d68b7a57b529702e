/** Every endpoint of the communities context, by name. */
export const communitiesEndpoints = {};
