import * as hosts from './hosts.ts';

/** Every endpoint of the events context, by name. */
export const eventsEndpoints = { ...hosts };
