import 'server-only';
import { z } from 'zod';
import { enumChoiceSchema, type EnumName } from '@/contract/enums';
import { partnerJson } from './client';
import { dataAnswer } from './data-answer';

const enumChoicesAnswer = dataAnswer(z.array(enumChoiceSchema));

export { ENUM_NAMES, type EnumChoice, type EnumName } from '@/contract/enums';

// GET web-content/enums/{name} – the choices of one form field
export async function getEnum(token: string, name: EnumName) {
  return (await partnerJson(`web-content/enums/${name}`, { token, answer: enumChoicesAnswer })).data;
}
