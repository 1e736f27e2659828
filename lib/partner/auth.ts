import 'server-only';
import type { ChangePasswordInput, LoginInput, ResetPasswordInput } from '@/lib/validation/auth';
import { CATALOGUE_SCOPE_HEADER } from '@/contract/catalogue-revalidation';
import { partnerJson, partnerResponse } from './client';

export interface TokenPair {
  access_token: string;
  refresh_token: string;
  /** Lifetime of the access token, in seconds. */
  expires_in: number;
}

export interface LoginAnswer extends TokenPair {
  reset_password: boolean;
}

export interface MessageAnswer {
  message: string;
}

export interface PartnerAccount {
  id: number | string;
  email: string;
  label: string;
  marque: string | null;
  current: boolean;
}

export interface UserInfos {
  id: number | string;
  email: string;
  prenom: string;
  nom: string;
  civilite?: string | null;
  telephone?: string | null;
  directeur: boolean;
  reset_password: boolean;
  scope: { marque: string | null };
  accounts_count: number;
  role?: string | null;
  /** Communication preferences (PUT cgps/{id}). */
  news_cgp?: boolean;
  sms_cgp?: boolean;
}

// POST login – credentials → token pair
export function login(credentials: LoginInput, clientIp?: string) {
  return partnerJson<LoginAnswer>('login', { method: 'POST', body: credentials, clientIp });
}

// POST token/refresh – rotates the pair
export function refreshTokens(refreshToken: string) {
  return partnerJson<TokenPair>('token/refresh', { method: 'POST', body: { refresh_token: refreshToken } });
}

// POST logout – revokes the session server-side
export function logout(token: string) {
  return partnerJson<void>('logout', { method: 'POST', token });
}

// POST activation – sends the first-visit link
export function requestActivation(email: string, clientIp?: string) {
  return partnerJson<MessageAnswer>('activation', { method: 'POST', body: { email }, clientIp });
}

// POST forgot-password – sends the reset link
export function requestPasswordReset(email: string, clientIp?: string) {
  return partnerJson<MessageAnswer>('forgot-password', { method: 'POST', body: { email }, clientIp });
}

// POST reset-password – sets a new password from an emailed token
export function resetPassword(input: ResetPasswordInput, clientIp?: string) {
  return partnerJson<MessageAnswer>('reset-password', { method: 'POST', body: input, clientIp });
}

// PUT password – changes the password and answers a new pair (older sessions are revoked)
export function changePassword(token: string, input: ChangePasswordInput, clientIp?: string) {
  return partnerJson<MessageAnswer & TokenPair>('password', { method: 'PUT', token, body: input, clientIp });
}

// POST users/switch-account – a pair for another account of the same adviser
export function switchAccount(token: string, id: number | string) {
  return partnerJson<TokenPair>('users/switch-account', { method: 'POST', token, body: { id } });
}

// GET users/accounts – the accounts the adviser can switch to
export async function listAccounts(token: string): Promise<PartnerAccount[]> {
  return (await partnerJson<{ data: PartnerAccount[] }>('users/accounts', { token })).data;
}

// GET user-infos – the adviser's profile
export async function getUserInfos(token: string): Promise<UserInfos> {
  return (await partnerJson<{ inputs: UserInfos }>('user-infos', { token })).inputs;
}

// GET user-infos – the profile, with the catalogue scope the API names in a header (null when it names none)
export async function getProfileAndScope(token: string): Promise<{ user: UserInfos; catalogueScope: string | null }> {
  const response = await partnerResponse('user-infos', { token });
  const user = ((await response.json()) as { inputs: UserInfos }).inputs;
  return { user, catalogueScope: response.headers.get(CATALOGUE_SCOPE_HEADER) };
}
