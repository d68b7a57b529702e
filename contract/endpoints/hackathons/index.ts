import * as judging from './judging.ts';

/** Every endpoint of the hackathons context, by name. */
export const hackathonsEndpoints = { ...judging };
