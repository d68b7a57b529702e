import { redirect } from 'react-router';
import type { RouteObject } from 'react-router';
import { redirectLoader } from './features/identity/auth/redirect-route.ts';

// The routes the main host (router.tsx) and a community's site (community-routes.tsx) both mount,
// in a file of their own so that neither route list imports the other.

/**
 * The event pages both hosts share: an event by its handle with its sub-routes, the
 * new-event page, my tickets and the management area.
 */
export const eventRoutes: RouteObject[] = [
  {
    path: 'events/new',
    lazy: async () => {
      const route = await import('./routes/new-event.tsx');
      return { loader: route.newEventLoader, Component: route.NewEventRoute };
    },
  },
  {
    path: 'events/:handle',
    lazy: async () => {
      const route = await import('./routes/event-page.tsx');
      return { loader: route.eventPageLoader, Component: route.EventPageRoute, ErrorBoundary: route.EventPageError };
    },
  },
  { path: 'events/ticket', lazy: async () => ({ Component: (await import('./routes/ticket-link.tsx')).TicketLinkPage }) },
  {
    path: 'announcements/mute',
    lazy: async () => ({ Component: (await import('./routes/announcement-mute.tsx')).AnnouncementMuteRoute }),
  },
  { path: 'feedback', lazy: async () => ({ Component: (await import('./routes/feedback-link.tsx')).FeedbackLinkRoute }) },
  {
    path: 'events/myticket',
    lazy: async () => {
      const route = await import('./routes/my-ticket.tsx');
      return { loader: route.myTicketLoader, Component: route.MyTicketRoute };
    },
  },
  {
    path: 'events/:handle/participants',
    lazy: async () => {
      const route = await import('./routes/event-lounge.tsx');
      return { loader: route.eventLoungeLoader, Component: route.EventLoungeRoute, ErrorBoundary: route.EventLoungeError };
    },
  },
  {
    path: 'events/:handle/hackathon/projects',
    lazy: async () => {
      const route = await import('./routes/hackathon-projects.tsx');
      return { loader: route.hackathonLoader, Component: route.ProjectsRoute, ErrorBoundary: route.HackathonError };
    },
  },
  {
    path: 'events/:handle/hackathon/projects/new',
    lazy: async () => {
      const route = await import('./routes/hackathon-projects.tsx');
      return { loader: route.hackathonLoader, Component: route.NewProjectRoute, ErrorBoundary: route.HackathonError };
    },
  },
  {
    path: 'events/:handle/hackathon/projects/:projectId',
    lazy: async () => {
      const route = await import('./routes/hackathon-projects.tsx');
      return { loader: route.hackathonLoader, Component: route.ProjectRoute, ErrorBoundary: route.HackathonError };
    },
  },
  {
    path: 'events/:handle/hackathon/projects/:projectId/edit',
    lazy: async () => {
      const route = await import('./routes/hackathon-projects.tsx');
      return { loader: route.hackathonLoader, Component: route.EditProjectRoute, ErrorBoundary: route.HackathonError };
    },
  },
  {
    path: 'events/:handle/hackathon/judging',
    lazy: async () => {
      const route = await import('./routes/hackathon-judging.tsx');
      return { loader: route.judgingLoader, Component: route.JudgingRoute, ErrorBoundary: route.JudgingError };
    },
  },
  {
    path: 'events/:handle/registration',
    lazy: async () => {
      const route = await import('./routes/event-registration.tsx');
      return {
        loader: route.eventRegistrationLoader,
        Component: route.EventRegistrationRoute,
        ErrorBoundary: route.EventRegistrationError,
      };
    },
  },
  {
    path: 'events/:handle/registration/result',
    lazy: async () => {
      const route = await import('./routes/event-registration.tsx');
      return {
        loader: route.eventRegistrationLoader,
        Component: route.EventRegistrationResultRoute,
        ErrorBoundary: route.EventRegistrationError,
      };
    },
  },
  {
    path: 'events/:eventId/management',
    lazy: async () => {
      const route = await import('./routes/event-management.tsx');
      return { loader: route.managementLoader, Component: route.ManagementRoute, ErrorBoundary: route.ManagementError };
    },
    children: [
      {
        index: true,
        lazy: async () => ({ Component: (await import('./routes/event-management-overview.tsx')).ManagementOverviewRoute }),
      },
      {
        path: 'edit',
        lazy: async () => {
          const [route, guard] = await Promise.all([import('./routes/event-edit.tsx'), import('./routes/event-management.tsx')]);
          return { loader: guard.requirePermission('editEvent'), Component: route.EventEditRoute };
        },
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./routes/event-edit.tsx')).EventEditFormRoute }) },
          {
            path: 'preview',
            lazy: async () => ({ Component: (await import('./routes/event-edit-preview.tsx')).EventEditPreviewRoute }),
          },
        ],
      },
      {
        path: 'settings',
        lazy: async () => {
          const [route, guard] = await Promise.all([
            import('./routes/event-settings.tsx'),
            import('./routes/event-management.tsx'),
          ]);
          return { loader: guard.requirePermission('editEvent'), Component: route.EventSettingsRoute };
        },
      },
      {
        // The host's hackathon screen is the settings' Hackathon tab.
        path: 'hackathon',
        loader: ({ params }) => redirect(`/events/${params.eventId ?? ''}/management/settings?tab=hackathon`),
      },
      {
        path: 'hackathon/judging',
        lazy: async () => {
          const [route, guard] = await Promise.all([
            import('./routes/hackathon-judging.tsx'),
            import('./routes/event-management.tsx'),
          ]);
          return { loader: guard.requirePermission('editEvent'), Component: route.JudgingManagementRoute };
        },
      },
      {
        path: 'rsvp',
        lazy: async () => {
          const [route, guard] = await Promise.all([import('./routes/event-rsvp.tsx'), import('./routes/event-management.tsx')]);
          return { loader: guard.requirePermission('editRegistration'), Component: route.EventRsvpRoute };
        },
      },
      {
        path: 'rsvp/preview',
        lazy: async () => {
          const [route, guard] = await Promise.all([import('./routes/event-rsvp.tsx'), import('./routes/event-management.tsx')]);
          return { loader: guard.requirePermission('editRegistration'), Component: route.EventRsvpPreviewRoute };
        },
      },
      {
        path: 'guest',
        lazy: async () => {
          const [route, guard] = await Promise.all([
            import('./routes/event-guests.tsx'),
            import('./routes/event-management.tsx'),
          ]);
          return { loader: guard.requirePermission('viewGuests'), Component: route.EventGuestsRoute };
        },
      },
      {
        path: 'announcements',
        lazy: async () => {
          const [route, guard] = await Promise.all([
            import('./routes/event-announcements.tsx'),
            import('./routes/event-management.tsx'),
          ]);
          return { loader: guard.requirePermission('editEvent'), Component: route.EventAnnouncementsRoute };
        },
      },
      {
        path: 'feedback',
        lazy: async () => {
          const [route, guard] = await Promise.all([
            import('./routes/event-feedback.tsx'),
            import('./routes/event-management.tsx'),
          ]);
          return { loader: guard.requirePermission('editEvent'), Component: route.EventFeedbackRoute };
        },
      },
      {
        path: 'checkin',
        lazy: async () => {
          const [route, guard] = await Promise.all([
            import('./routes/event-check-in.tsx'),
            import('./routes/event-management.tsx'),
          ]);
          return { loader: guard.requirePermission('checkInGuests'), Component: route.EventCheckInRoute };
        },
      },
    ],
  },
  {
    // Outside the management frame: the scanner has the whole screen to itself.
    path: 'events/:eventId/management/checkin-scanner',
    lazy: async () => {
      const [route, guard] = await Promise.all([
        import('./routes/event-check-in-scanner.tsx'),
        import('./routes/event-management.tsx'),
      ]);
      return {
        loader: guard.requirePermission('checkInGuests'),
        Component: route.EventCheckInScannerRoute,
        ErrorBoundary: guard.ManagementError,
      };
    },
  },
];

/** Sign-in, sign-up and the third-party sign-in's way back, the same on both hosts. */
export const authRoutes: RouteObject[] = [
  {
    path: 'sign-in',
    lazy: async () => {
      const route = await import('./routes/sign-in.tsx');
      return { loader: route.signInLoader, Component: route.SignInPage };
    },
  },
  { path: 'auth/sign-up', loader: ({ request }) => redirect(`/auth/sign-up/step/1${new URL(request.url).search}`) },
  {
    path: 'auth/sign-up/step/:currentStep',
    lazy: async () => {
      const route = await import('./routes/sign-up.tsx');
      return { loader: route.signUpLoader, Component: route.SignUpStepPage };
    },
  },
  {
    path: 'auth/sign-up/form',
    lazy: async () => {
      const route = await import('./routes/sign-up.tsx');
      return { loader: route.signUpLoader, Component: route.SignUpFormPage };
    },
  },
  {
    path: 'google/callback',
    lazy: async () => {
      const route = await import('./routes/google-callback.tsx');
      return {
        loader: route.googleCallbackLoader,
        Component: route.GoogleCallbackPage,
        HydrateFallback: route.GoogleCallbackPending,
      };
    },
  },
  { path: 'redirect', loader: redirectLoader },
];
