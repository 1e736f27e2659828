import 'server-only';
import { enrolmentSchema, recoveryCodesSchema, secondFactorStateSchema, type SecondFactorCodeInput } from '@/contract/second-factor';
import { partnerJson, partnerNoContent } from './client';

// GET second-factor – whether the account has a key, must have one, and whether this session gave its code
export function getSecondFactorState(token: string) {
  return partnerJson('second-factor', { token, answer: secondFactorStateSchema });
}

// POST second-factor/enrolment – a new key, as text and otpauth URI
export function startEnrolment(token: string) {
  return partnerJson('second-factor/enrolment', { method: 'POST', token, answer: enrolmentSchema });
}

// POST second-factor/enrolment/confirm – the key's first code → the ten recovery codes
export function confirmEnrolment(token: string, input: SecondFactorCodeInput, clientIp?: string) {
  return partnerJson('second-factor/enrolment/confirm', { method: 'POST', token, body: input, clientIp, answer: recoveryCodesSchema });
}

// POST second-factor/verify – a code or a recovery code opens the session
export function verifySecondFactor(token: string, input: SecondFactorCodeInput, clientIp?: string) {
  return partnerNoContent('second-factor/verify', { method: 'POST', token, body: input, clientIp });
}
