import * as events from './events.ts';
import * as hosts from './hosts.ts';
import * as images from './images.ts';
import * as management from './management.ts';
import * as places from './places.ts';

/** Every endpoint of the events context, by name. */
export const eventsEndpoints = { ...events, ...images, ...management, ...hosts, ...places };
