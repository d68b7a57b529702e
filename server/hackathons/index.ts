// The hackathons context: settings and tracks, teams, projects, deliverables, comments, judging and results.
// This file is its only entry for the rest of the server. It uses identity, events, registrations, communities, people through their faces.
export { hackathonsModule } from './hackathons.module.ts';
export { assignJudges } from './judging/assignments/assign-judges.ts';
export { eligibleJudges } from './judging/assignments/judges.service.ts';
export { judgingModule } from './judging/judging.module.ts';
export { listProjectRefs, teamPairs } from './judging/scoring/project-refs.ts';
export { submissionDeadlineOf } from './settings/settings.service.ts';
export { readHackathonShowcase } from './settings/showcase.service.ts';
export { announceNewMember, announceTeamChange } from './teams/announcements.ts';
