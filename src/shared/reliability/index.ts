export { fetchReliability, reliabilityKeys } from './api';
export { FigureCards, type FigureCardsProps } from './figure-cards';
export { hoursText, shareText } from './figure-text';
