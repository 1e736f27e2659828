import { z } from 'zod';
import { fill, messages } from './messages';

type ValidationKey = keyof typeof messages.validation;
type Issue = z.core.$ZodRawIssue;

function say(key: ValidationKey, values: Record<string, string | number> = {}): string {
  return fill(messages.validation[key], values);
}

function typeMessage(issue: Issue & { code: 'invalid_type' }): string {
  if (issue.input === undefined || issue.input === null || issue.input === '') return say('required');
  if (issue.expected === 'int' && typeof issue.input === 'number' && Number.isFinite(issue.input)) return say('integer');
  if (issue.expected === 'number' || issue.expected === 'int' || issue.expected === 'bigint') return say('number');
  if (issue.expected === 'date') return say('date');
  return say('invalidType');
}

function boundMessage(issue: Issue & { code: 'too_small' | 'too_big' }): string {
  const low = issue.code === 'too_small';
  const bound = Number(low ? issue.minimum : issue.maximum);
  if (issue.origin === 'string') return low && bound === 1 ? say('required') : say(low ? 'minLength' : 'maxLength', { min: bound, max: bound });
  if (issue.origin === 'array' || issue.origin === 'set') return say(low ? 'minItems' : 'maxItems', { min: bound, max: bound });
  if (issue.origin === 'date') return say('date');
  const inclusive = issue.inclusive !== false;
  if (low) return say(inclusive ? 'minNumber' : 'minNumberExclusive', { min: bound });
  return say(inclusive ? 'maxNumber' : 'maxNumberExclusive', { max: bound });
}

function formatMessage(issue: Issue & { code: 'invalid_format' }): string {
  if (issue.format === 'email') return say('email');
  if (issue.format === 'date' || issue.format === 'datetime') return say('date');
  return say('format');
}

/** French text for every zod issue a schema does not word itself (schema messages always win). */
export function frenchIssueMessage(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeMessage(issue);
    case 'too_small':
    case 'too_big':
      return boundMessage(issue);
    case 'invalid_format':
      return formatMessage(issue);
    case 'not_multiple_of':
      return issue.divisor === 1 ? say('integer') : say('invalid');
    case 'invalid_value':
      return say('choice');
    case 'unrecognized_keys':
      return say('unknownKeys', { keys: issue.keys.join(', ') });
    default:
      return say('invalid');
  }
}

/** Installs the French messages for every zod schema of this process (browser, BFF or API). */
export function installFrenchZodErrors(): void {
  z.config({ customError: frenchIssueMessage });
}
