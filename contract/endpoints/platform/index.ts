import * as config from './config.ts';
import * as files from './files.ts';
import * as health from './health.ts';
import * as metrics from './metrics.ts';

/** Every endpoint of the platform context, by name. */
export const platformEndpoints = { ...health, ...config, ...files, ...metrics };
