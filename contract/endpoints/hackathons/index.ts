/** Every endpoint of the hackathons context, by name. */
export const hackathonsEndpoints = {};
