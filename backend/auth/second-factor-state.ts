import type { SecondFactorState, SecondFactorStep } from '../../contract/second-factor';

/** Staff must have a second factor; an adviser has one once turned on in the profile. */
export function secondFactorState(params: { role: string; enabledAt: Date | null; passedAt: Date | null }): SecondFactorState {
  const enabled = params.enabledAt !== null;
  const required = params.role === 'staff' || enabled;
  return { enabled, required, passed: !required || params.passedAt !== null };
}

/** What a new session still asks before it opens anything but the second-factor routes. */
export function pendingStep(state: SecondFactorState): SecondFactorStep | null {
  if (state.passed) return null;
  return state.enabled ? 'verify' : 'enrol';
}
