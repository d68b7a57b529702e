import * as checkIn from './check-in.ts';
import * as guestExports from './exports.ts';
import * as files from './files.ts';
import * as forms from './forms.ts';
import * as guests from './guests.ts';
import * as registering from './registering.ts';
import * as tickets from './tickets.ts';

/** Every endpoint of the registrations context, by name. */
export const registrationsEndpoints = { ...forms, ...tickets, ...registering, ...files, ...guests, ...checkIn, ...guestExports };
