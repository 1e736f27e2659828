import 'server-only';
import { z } from 'zod';
import { homeBlockSchema, homeBusinessSchema, type HomeBlock } from '@/contract/home';
import { partnerJson } from './client';
import { dataAnswer } from './data-answer';

const homeBlocksAnswer = dataAnswer(z.array(homeBlockSchema));
const homeBusinessAnswer = dataAnswer(homeBusinessSchema);

export type { HomeBlock, HomeBusiness, HomeFigure, ResidenceActivity } from '@/contract/home';

/** SPEC §3: the home uses the blocks whose page names ventes, clients or residences. */
export function usedBlocks(blocks: HomeBlock[]): HomeBlock[] {
  return blocks.filter((block) => /ventes|clients|residences/.test(block.display.page));
}

// GET accueil – the home blocks (sales, clients, residences)
export async function getHomeBlocks(token: string) {
  return (await partnerJson('accueil', { token, answer: homeBlocksAnswer })).data;
}

// GET accueil/business – what needs the adviser today
export async function getHomeBusiness(token: string) {
  return (await partnerJson('accueil/business', { token, answer: homeBusinessAnswer })).data;
}
