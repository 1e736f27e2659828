// Apart from contract/sales.ts, which reads the French messages: the seed and the end-to-end tests load this one alone.
/** Kinds of follow-up the demo seeds; the API accepts others, shown as they are. */
export const FOLLOW_UP_KINDS = ['appel', 'rendez-vous', 'relance', 'signature'] as const;
