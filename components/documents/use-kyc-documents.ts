'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchKycDocuments, sendKycDocuments, type KycPick } from '@/lib/kyc/browser';
import { queryKeys } from '@/lib/client-data/query-keys';

/** The adviser's documents (GET /api/kyc/documents), shared by the modal, the screen and the panel. */
export function useKycDocuments(enabled = true) {
  return useQuery({ queryKey: queryKeys.kycDocuments, queryFn: fetchKycDocuments, enabled });
}

/** Sends the picked files; on success the documents cache takes the server's answer. */
export function useKycUpload() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (picks: KycPick[]) => {
      setProgress(0);
      return sendKycDocuments(picks, setProgress);
    },
    onSuccess: (documents) => queryClient.setQueryData(queryKeys.kycDocuments, documents),
  });
  return { ...mutation, progress };
}

export interface Pick {
  file: File;
  /** Object URL for 'Consulter', revoked when the pick goes. */
  previewUrl: string;
}

/** Files picked per document type: a new pick replaces the earlier one (SPEC §4). */
export function usePicks() {
  const [picks, setPicks] = useState<Record<string, Pick>>({});
  const urls = useRef(new Set<string>());

  const release = (url: string) => {
    URL.revokeObjectURL(url);
    urls.current.delete(url);
  };

  const pick = useCallback((type: string, file: File) => {
    const previewUrl = URL.createObjectURL(file);
    urls.current.add(previewUrl);
    setPicks((current) => {
      if (current[type]) release(current[type].previewUrl);
      return { ...current, [type]: { file, previewUrl } };
    });
  }, []);

  const remove = useCallback((type: string) => {
    setPicks((current) => {
      if (!current[type]) return current;
      release(current[type].previewUrl);
      const next = { ...current };
      delete next[type];
      return next;
    });
  }, []);

  const clear = useCallback(() => {
    setPicks((current) => {
      Object.values(current).forEach((p) => release(p.previewUrl));
      return {};
    });
  }, []);

  useEffect(() => {
    const held = urls.current;
    return () => held.forEach((url) => URL.revokeObjectURL(url));
  }, []);

  return { picks, pick, remove, clear };
}
