import 'server-only';
import {
  accountListSchema,
  loginAnswerSchema,
  passwordChangedAnswerSchema,
  tokenPairSchema,
  userInfosAnswerSchema,
  type ChangePasswordInput,
  type LoginInput,
  type PartnerAccount,
  type ResetPasswordInput,
  type UserInfos,
} from '@/contract/auth';
import { messageAnswerSchema } from '@/contract/answers';
import { CATALOGUE_SCOPE_HEADER } from '@/contract/catalogue-scope';
import { checkedAnswer } from './checked-answer';
import { partnerJson, partnerNoContent, partnerResponse } from './client';

export type { MessageAnswer } from '@/contract/answers';
export type { LoginAnswer, PartnerAccount, TokenPair, UserInfos } from '@/contract/auth';

// POST login – credentials → token pair
export function login(credentials: LoginInput, clientIp?: string) {
  return partnerJson('login', { method: 'POST', body: credentials, clientIp, answer: loginAnswerSchema });
}

// POST token/refresh – rotates the pair
export function refreshTokens(refreshToken: string) {
  return partnerJson('token/refresh', { method: 'POST', body: { refresh_token: refreshToken }, answer: tokenPairSchema });
}

// POST logout – revokes the session server-side
export function logout(token: string) {
  return partnerNoContent('logout', { method: 'POST', token });
}

// POST activation – sends the first-visit link
export function requestActivation(email: string, clientIp?: string) {
  return partnerJson('activation', { method: 'POST', body: { email }, clientIp, answer: messageAnswerSchema });
}

// POST forgot-password – sends the reset link
export function requestPasswordReset(email: string, clientIp?: string) {
  return partnerJson('forgot-password', { method: 'POST', body: { email }, clientIp, answer: messageAnswerSchema });
}

// POST reset-password – sets a new password from an emailed token
export function resetPassword(input: ResetPasswordInput, clientIp?: string) {
  return partnerJson('reset-password', { method: 'POST', body: input, clientIp, answer: messageAnswerSchema });
}

// PUT password – changes the password and answers a new pair (older sessions are revoked)
export function changePassword(token: string, input: ChangePasswordInput, clientIp?: string) {
  return partnerJson('password', { method: 'PUT', token, body: input, clientIp, answer: passwordChangedAnswerSchema });
}

// POST users/switch-account – a pair for another account of the same adviser
export function switchAccount(token: string, id: number | string) {
  return partnerJson('users/switch-account', { method: 'POST', token, body: { id }, answer: loginAnswerSchema });
}

// GET users/accounts – the accounts the adviser can switch to
export async function listAccounts(token: string): Promise<PartnerAccount[]> {
  return (await partnerJson('users/accounts', { token, answer: accountListSchema })).data;
}

// GET user-infos – the adviser's profile
export async function getUserInfos(token: string): Promise<UserInfos> {
  return (await partnerJson('user-infos', { token, answer: userInfosAnswerSchema })).inputs;
}

// GET user-infos – the profile, with the catalogue scope the API names in a header (null when it names none)
export async function getProfileAndScope(token: string): Promise<{ user: UserInfos; catalogueScope: string | null }> {
  const response = await partnerResponse('user-infos', { token });
  const user = checkedAnswer('user-infos', userInfosAnswerSchema, await response.json()).inputs;
  return { user, catalogueScope: response.headers.get(CATALOGUE_SCOPE_HEADER) };
}
