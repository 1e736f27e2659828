'use client';

import { Anchor, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import type { SecondFactorStep as Step } from '@/contract/second-factor';
import { logoutAction } from '@/lib/auth/logout-action';
import { verifySecondFactorAction } from '@/lib/auth/second-factor-actions';
import type { WelcomeProfile } from '@/lib/auth/session-data';
import { SecondFactorCodeForm } from './second-factor-code-form';
import { SecondFactorEnrolment } from './second-factor-enrolment';

/** The login's second step: enrol a key (first staff login) or give a code; `onLoggedIn` once accepted. */
export function SecondFactorStep({ step: firstStep, onLoggedIn }: { step: Step; onLoggedIn: (welcome: WelcomeProfile) => void }) {
  const t = useTranslations('auth.secondFactor');
  const [step, setStep] = useState(firstStep);
  const askCode = useCallback(() => setStep('verify'), []);
  const leave = () => logoutAction().finally(() => window.location.reload());
  return (
    <Stack gap="md">
      {step === 'enrol' ? (
        <SecondFactorEnrolment onDone={(done) => (done.welcome ? onLoggedIn(done.welcome) : window.location.reload())} onAlreadyOn={askCode} />
      ) : (
        <>
          <Title order={1} size="h2">
            {t('verifyTitle')}
          </Title>
          <Text size="sm">{t('verifyIntro')}</Text>
          <SecondFactorCodeForm submitLabel={t('verifySubmit')} send={verifySecondFactorAction} onAccepted={onLoggedIn} />
        </>
      )}
      <Anchor component="button" type="button" size="sm" onClick={leave}>
        {t('logout')}
      </Anchor>
    </Stack>
  );
}
