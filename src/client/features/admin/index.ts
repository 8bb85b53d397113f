export { AdminPanel } from './components/AdminPanel.tsx';
export { KycReview } from './components/KycReview.tsx';
