import 'server-only';
import { readAppEnv } from './app-env';

export const env = readAppEnv(process.env);
