import { BACKEND_CALLS } from '../../contracts/calls.ts';
import { backendOf, type MockBackend, type MockCall } from '../handlers/mock-calls.ts';
import {
  FAULT_TARGETS,
  type Fault,
  type FaultTarget,
  type MockState,
  type Shopper,
} from './mock-state.ts';

/**
 * The mock state said back in words: the scenario bar, the server's log, `GET /__mocks/state`
 * and the Playwright fixture all show this one sentence, so QA reads the same thing
 * everywhere.
 */

const SHOPPER_WORDS: Record<Shopper, string> = {
  anonymous: 'anonymous visitor',
  customer: 'customer (Jordan Rivera)',
  professional: 'professional (ROLE_PROFESSIONAL)',
  developer: 'developer (ROLE_DEVELOPER)',
  ambassador: 'ambassador (ROLE_AMBASSADOR)',
  'all-roles': 'every role',
};

const BACKEND_WORDS: Record<MockBackend, string> = {
  'site-api': 'site API',
  cms: 'CMS',
  personalisation: 'personalisation',
  monitoring: 'monitoring',
  partner: 'partner forms',
};

export const targetWords = (target: FaultTarget): string => {
  if (target === 'all') {
    return 'every backend';
  }
  if (target in BACKEND_WORDS) {
    return BACKEND_WORDS[target as MockBackend];
  }
  const call = target as MockCall;
  return `${BACKEND_WORDS[backendOf(call)]} ${BACKEND_CALLS[call]}`;
};

export const faultWords = (fault: Fault): string => {
  switch (fault.kind) {
    case 'down':
      return `down (${fault.status})`;
    case 'slow':
      return `slow (${fault.ms} ms)`;
    case 'breaking':
      return 'breaks its contract';
    case 'generated':
      return fault.seed === undefined
        ? 'generated from its contract'
        : `generated from its contract (seed ${fault.seed}${fault.shrunk ? `, shrunk ${fault.shrunk}` : ''})`;
    default:
      return fault.kind;
  }
};

/** e.g. "professional (ROLE_PROFESSIONAL), Canada (en-CA), full cart (3 lines); site API cart: slow (2000 ms)" */
export const describeMockState = (state: MockState): string => {
  const who = [
    SHOPPER_WORDS[state.shopper],
    state.locale === 'canada' ? 'Canada (en-CA)' : 'US (en-US)',
    state.cart === 'full-cart' ? 'full cart (3 lines)' : 'empty cart',
  ].join(', ');
  const faults = FAULT_TARGETS.flatMap((target) => {
    const fault = state.faults[target];
    return fault ? [`${targetWords(target)}: ${faultWords(fault)}`] : [];
  });
  const recorded = state.recorded ? `; answers recorded in "${state.recorded}"` : '';
  return `${who}${recorded}; ${faults.length > 0 ? faults.join('; ') : 'every backend healthy'}`;
};
