import 'server-only';
import { getNewsItem, getTraining, listMarketGuides, listNews, listTrainings, listWebinars } from '@/lib/partner/content';
import { sharedCatalogue } from './shared-catalogue';

// Published content is the same for every adviser of a scope.
export const cachedNews = sharedCatalogue('news', listNews);
export const cachedNewsItem = sharedCatalogue('news-item', getNewsItem);
export const cachedWebinars = sharedCatalogue('webinars', listWebinars);
export const cachedMarketGuides = sharedCatalogue('guides', listMarketGuides);
export const cachedTrainings = sharedCatalogue('trainings', listTrainings);
export const cachedTraining = sharedCatalogue('training', getTraining);
