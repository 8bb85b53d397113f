export { ratesOptions, useRates } from './api.ts';
export { DisplaySettings } from './components/DisplaySettings.tsx';
export { Mileage } from './components/Mileage.tsx';
export { Price } from './components/Price.tsx';
export { setDisplayPrefs, useDisplayPrefs } from './display-prefs.ts';
export { useVisitorFormat, type VisitorFormat, visitorFormat } from './visitor-format.ts';
