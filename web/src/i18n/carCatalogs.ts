import type { CarCatalog } from './catalogs.ts';
import type { Language } from './languages.ts';
import { loadOnce } from './loadOnce.ts';

// The car page's texts (issue 24 point 1), loaded with that page: they stay out of the home
// route's first load. Typed: a key missing in French or Spanish is a compile error.
const carLoaders: Record<Language, () => Promise<{ default: CarCatalog }>> = {
  en: () => import('./messages/car/en.json'),
  fr: () => import('./messages/car/fr.json'),
  es: () => import('./messages/car/es.json'),
  ckb: () => import('./messages/car/ckb.json'),
  ar: () => import('./messages/car/ar.json'),
};

/** The car page's catalog of `language`, fetched once (same promise each time; a failure is forgotten). */
export const loadCarCatalog = loadOnce((language: Language): Promise<CarCatalog> => carLoaders[language]().then((module) => module.default));
