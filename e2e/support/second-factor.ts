import { mkdir, readFile, rmdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { generate } from 'otplib';
import { apiUrl } from './accounts';

/**
 * What the suite learnt of each staff key: the key shown at enrolment (the first login of an account, in
 * whichever test comes first), the last time step spent (a code works once) and the recovery codes. Kept beside
 * the run's results, which Playwright empties at each run, as the database is seeded anew.
 */
type Key = { secret?: string; lastStep: number; recoveryCodes: string[] };

const folder = path.join('test-results', '.second-factor');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `work` runs alone for `email` across workers, with its key as known so far; what it changes is kept. */
async function withKeyOf<T>(email: string, work: (key: Key) => Promise<T>): Promise<T> {
  await mkdir(folder, { recursive: true });
  const lock = path.join(folder, `${email}.lock`);
  const file = path.join(folder, `${email}.json`);
  while (!(await mkdir(lock).then(() => true, () => false))) await pause(100);
  try {
    const key: Key = await readFile(file, 'utf8').then((text) => JSON.parse(text) as Key, () => ({ lastStep: 0, recoveryCodes: [] }));
    const result = await work(key);
    await writeFile(file, JSON.stringify(key));
    return result;
  } finally {
    await rmdir(lock);
  }
}

/**
 * The next code an authenticator would show that the API has not seen yet: the current period's, or the next
 * one's (one period of drift is accepted), else the code of a later period once it comes.
 */
async function nextCode(key: Key): Promise<string> {
  const nowStep = () => Math.floor(Date.now() / 30_000);
  const step = Math.max(nowStep(), key.lastStep + 1);
  while (step > nowStep() + 1) await pause(500);
  key.lastStep = step;
  return generate({ secret: key.secret ?? '', epoch: step * 30 });
}

/** The login screen's second step, whichever it is: enrols the key on the account's first login, else gives a code. */
export async function passSecondFactor(page: Page, email: string): Promise<void> {
  const enrolTitle = page.getByRole('heading', { name: 'Activez la double authentification' });
  const codeTitle = page.getByRole('heading', { name: 'Double authentification', exact: true });
  await expect(enrolTitle.or(codeTitle)).toBeVisible({ timeout: 20_000 });
  await withKeyOf(email, async (key) => {
    const shownKey = page.getByTestId('totp-secret');
    await expect(shownKey.or(codeTitle)).toBeVisible();
    if ((await shownKey.isVisible()) && key.secret) {
      // Another test enrolled this account meanwhile: loaded again, the screen asks for a code.
      await page.reload();
      await expect(codeTitle).toBeVisible({ timeout: 20_000 });
    }
    const enrolling = await shownKey.isVisible();
    if (enrolling) key.secret = (await shownKey.textContent())?.trim();
    await page.getByRole('textbox', { name: 'Code', exact: true }).fill(await nextCode(key));
    await page.getByRole('button', { name: enrolling ? 'Activer' : 'Valider' }).click();
    if (enrolling) {
      const codes = page.getByTestId('recovery-codes').getByRole('listitem');
      await expect(codes).toHaveCount(10);
      key.recoveryCodes = await codes.allTextContents();
      await page.getByRole('button', { name: "J'ai noté mes codes, continuer" }).click();
    }
  });
}

/** The same through the API, for a token a test uses directly: `step` is what POST login answered. */
export async function passSecondFactorByApi(request: APIRequestContext, email: string, token: string, step: 'enrol' | 'verify'): Promise<void> {
  const headers = { authorization: `Bearer ${token}` };
  await withKeyOf(email, async (key) => {
    if (step === 'enrol' && !key.secret) {
      const enrolment = await request.post(apiUrl('second-factor/enrolment'), { headers });
      expect(enrolment.status()).toBe(200);
      key.secret = (await enrolment.json()).secret as string;
      const confirm = await request.post(apiUrl('second-factor/enrolment/confirm'), { headers, data: { code: await nextCode(key) } });
      expect(confirm.status()).toBe(200);
      key.recoveryCodes = (await confirm.json()).recovery_codes as string[];
      return;
    }
    const verify = await request.post(apiUrl('second-factor/verify'), { headers, data: { code: await nextCode(key) } });
    expect(verify.status()).toBe(204);
  });
}
