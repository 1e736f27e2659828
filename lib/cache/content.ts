import 'server-only';
import { getNewsItem, getTraining, listMarketGuides, listNews, listTrainings, listWebinars, type TrainingCategory } from '@/lib/partner/content';
import { contentTag, sharedCatalogue } from './catalogue-cache';

// Published content is the same for every adviser of a scope.

type Paging = { page?: number; per_page?: number };
const pagingKey = (query: Paging) => `${query.page ?? 1}:${query.per_page ?? ''}`;
const TRAININGS = [contentTag('training_ia'), contentTag('training_immobilier')];

export function cachedNews(scope: string | null, token: string, query: Paging) {
  return sharedCatalogue(scope, `news:${pagingKey(query)}`, [contentTag('news')], () => listNews(token, query));
}

export function cachedNewsItem(scope: string | null, token: string, id: number) {
  return sharedCatalogue(scope, `news-item:${id}`, [contentTag('news')], () => getNewsItem(token, id));
}

export function cachedWebinars(scope: string | null, token: string, query: Paging) {
  return sharedCatalogue(scope, `webinars:${pagingKey(query)}`, [contentTag('webinar')], () => listWebinars(token, query));
}

export function cachedMarketGuides(scope: string | null, token: string, query: Paging) {
  return sharedCatalogue(scope, `guides:${pagingKey(query)}`, [contentTag('guide')], () => listMarketGuides(token, query));
}

export function cachedTrainings(scope: string | null, token: string, query: Paging & { categorie?: TrainingCategory }) {
  return sharedCatalogue(scope, `trainings:${query.categorie ?? 'all'}:${pagingKey(query)}`, TRAININGS, () => listTrainings(token, query));
}

export function cachedTraining(scope: string | null, token: string, id: number) {
  return sharedCatalogue(scope, `training:${id}`, TRAININGS, () => getTraining(token, id));
}
