/**
 * Every key of the browser's query cache. Reads and the writes that invalidate them name a key from here, never a
 * literal: a prefix (`options.all`) then reaches every key built under it.
 */
export const queryKeys = {
  options: {
    all: ['options'] as const,
    tab: (tab: string) => ['options', tab] as const,
    documents: (optionId: number) => ['options', optionId, 'documents'] as const,
  },
  optionLimits: ['option-limits'] as const,
  optionneurs: ['optionneurs'] as const,
  lot: (lotId: number) => ['lot', lotId] as const,
  lotDescriptions: (residenceId: number) => ['residence', residenceId, 'lot-descriptions'] as const,
  linkedAccounts: ['auth', 'accounts'] as const,
  globalSearch: (term: string) => ['global-search', term] as const,
  contacts: ['contacts'] as const,
  unreadNotifications: ['notifications', 'unread'] as const,
  clientPicker: ['clients', 'picker'] as const,
  client: (clientId: number) => ['client', clientId] as const,
  otherCategories: (type: string, location: string) => ['other-categories', type, location] as const,
  favorites: ['favorites'] as const,
  favorite: (id: number) => ['favorite', id] as const,
  enumChoices: (name: string) => ['enum', name] as const,
  kycDocuments: ['kyc', 'documents'] as const,
};
