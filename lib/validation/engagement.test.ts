import { describe, expect, it } from 'vitest';
import { surveyAnswerSchema } from './engagement';

describe('survey answer', () => {
  it('asks for a choice', () => {
    const result = surveyAnswerSchema.safeParse({ choice: '  ' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0].message).toBe('Choisissez une réponse');
  });
});
