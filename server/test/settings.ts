import { parseEnv } from '../src/env.ts';
import { getSettings, type Settings } from '../src/services/settings/settings.ts';

/** The settings of the default configuration, with some rules changed (search and quote tests widen the hours). */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return { ...getSettings(parseEnv({ NODE_ENV: 'test' })), ...overrides };
}
