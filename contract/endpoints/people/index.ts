/** Every endpoint of the people context, by name. */
export const peopleEndpoints = {};
