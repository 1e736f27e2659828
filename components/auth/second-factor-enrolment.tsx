'use client';

import { Center, Code, Loader, Stack, Text, Title } from '@mantine/core';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { confirmEnrolmentAction, startEnrolmentAction, type EnrolmentDone, type EnrolmentView } from '@/lib/auth/second-factor-actions';
import { FormError } from './form-feedback';
import { RecoveryCodes } from './recovery-codes';
import { SecondFactorCodeForm } from './second-factor-code-form';

interface EnrolmentProps {
  onDone: (done: EnrolmentDone) => void;
  /** The key was turned on meanwhile (another tab): a code is asked instead. */
  onAlreadyOn: () => void;
}

/** A new key as a QR code and as text, its first code, then the recovery codes; `onDone` once they are noted. */
export function SecondFactorEnrolment({ onDone, onAlreadyOn }: EnrolmentProps) {
  const t = useTranslations('auth.secondFactor');
  const [enrolment, setEnrolment] = useState<EnrolmentView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<EnrolmentDone | null>(null);

  useEffect(() => {
    let live = true;
    startEnrolmentAction().then((result) => {
      if (!live) return;
      if (result.ok) setEnrolment(result.data);
      else if (result.status === 409) onAlreadyOn();
      else setError(result.message ?? null);
    });
    return () => {
      live = false;
    };
  }, [onAlreadyOn]);

  if (done) return <RecoveryCodes codes={done.recoveryCodes} onDone={() => onDone(done)} />;
  return (
    <Stack gap="md">
      <Title order={1} size="h2">
        {t('enrolTitle')}
      </Title>
      <Text size="sm">{t('enrolIntro')}</Text>
      <FormError message={error} />
      {enrolment ? (
        <>
          <Center>
            {/* A data URL made on the server from the otpauth URI: nothing to optimise or fetch. */}
            {/* eslint-disable-next-line @next/next/no-img-element */}
            <img src={enrolment.qrCode} alt={t('qrAlt')} width={220} height={220} />
          </Center>
          <Text size="sm">
            {t('keyLabel')} : <Code data-testid="totp-secret">{enrolment.secret}</Code>
          </Text>
          <SecondFactorCodeForm submitLabel={t('enrolSubmit')} send={confirmEnrolmentAction} onAccepted={setDone} />
        </>
      ) : (
        !error && (
          <Center py="md">
            <Loader aria-label={t('enrolTitle')} />
          </Center>
        )
      )}
    </Stack>
  );
}
