'use client';

import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { notifyError } from '@/components/notices/notify';

async function download(response: Response): Promise<void> {
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'page.pdf';
  const href = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href, download: name });
  link.click();
  URL.revokeObjectURL(href);
}

/** Prints the current page to PDF on the server (POST /api/convert-url) and downloads it. */
export function PrintToPdfButton() {
  const t = useTranslations('pdf');
  const failed = useTranslations('errors')('pdf');
  const [pending, setPending] = useState(false);

  const print = async () => {
    setPending(true);
    try {
      const response = await fetch('/api/convert-url', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/pdf' },
        body: JSON.stringify({ url: window.location.href }),
      });
      if (!response.ok) throw new Error(`convert-url ${response.status}`);
      await download(response);
    } catch (error) {
      console.error(error);
      notifyError(failed);
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="default" leftSection={<IconPrinter size={18} aria-hidden />} loading={pending} onClick={print} data-print-hide>
      {pending ? t('printing') : t('print')}
    </Button>
  );
}
