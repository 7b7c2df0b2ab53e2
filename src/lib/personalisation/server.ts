import 'server-only';
import { getAppConfig } from '../config.ts';
import { backendFetch } from '../backend-transport.ts';
import { createPersonalisationClient } from './personalisation.ts';

type Client = ReturnType<typeof createPersonalisationClient>;

let client: Client | undefined;

const personalisation = () =>
  (client ??= createPersonalisationClient(getAppConfig().personalisation, { fetch: backendFetch }));

/** The configured service's choices for a page (undefined on failure or time-out). */
export const chooseVariations = (options: Parameters<Client['chooseVariations']>[0]) =>
  personalisation().chooseVariations(options);
