'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { AccountModals, type AccountModalsProps } from '@/components/auth/account-modals';
import { notifyError } from '@/components/notices/notify';
import { needsDocumentUpdate } from '@/lib/kyc/types';
import { useKycDocuments } from './use-kyc-documents';

// Loaded when it shows: its upload grid's stylesheets stay out of every page of the frame (and of the login screen,
// where they would be preloaded for nothing).
const DocumentsModal = dynamic(() => import('./documents-modal').then((module) => module.DocumentsModal), { ssr: false });

const DISMISSED_KEY = 'kyc-modal-dismissed';
const subscribe = (onChange: () => void) => {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
};
// Kept for the login, not the tab: a page opened by its address in another tab finds the modal closed as well.
const readDismissed = () => window.localStorage.getItem(DISMISSED_KEY);
/** Unknown while rendering on the server: the modals wait for the browser. */
const serverDismissed = () => undefined;

export interface DocumentsModalGateProps extends Omit<AccountModalsProps, 'documentsModalOpen'> {
  /** SPEC §6: only lrp checks KYC. */
  checkDocuments: boolean;
  /** Identifies this login, so a modal closed once stays closed until the next login. */
  loginKey: string;
}

/**
 * SPEC §4 Login 3 and §2: for lrp, the documents modal opens when a document is not OK; the weak-password
 * modal (in AccountModals) waits while the check runs and shows only when the documents modal does not.
 */
export function DocumentsModalGate({ checkDocuments, loginKey, ...accountModals }: DocumentsModalGateProps) {
  const t = useTranslations('errors');
  const query = useKycDocuments(checkDocuments);
  const stored = useSyncExternalStore(subscribe, readDismissed, serverDismissed);
  const [closedNow, setClosedNow] = useState(false);
  const dismissed = stored === undefined ? null : closedNow || stored === loginKey;

  useEffect(() => {
    if (checkDocuments && query.isError) notifyError(t('kycDocuments'));
  }, [checkDocuments, query.isError, t]);

  const opened = checkDocuments && dismissed === false && Boolean(query.data && needsDocumentUpdate(query.data));
  const deciding = checkDocuments && (dismissed === null || query.isPending);

  const close = () => {
    window.localStorage.setItem(DISMISSED_KEY, loginKey);
    setClosedNow(true);
  };

  return (
    <>
      {checkDocuments && <DocumentsModal opened={opened} onClose={close} />}
      <AccountModals {...accountModals} documentsModalOpen={opened || deciding} />
    </>
  );
}
