export { MarketBand } from './components/MarketBand.tsx';
export { PriceHint } from './components/PriceHint.tsx';
