// Vitest's global set-up: the database every test file copies is migrated once per run.
import type { TestProject } from 'vitest/node';
import { prepareTestDatabaseTemplate } from './test-database.ts';

export default async function setup(project: TestProject) {
  const template = await prepareTestDatabaseTemplate();
  project.provide(template.key, template.value);
  return () => template.dispose();
}
