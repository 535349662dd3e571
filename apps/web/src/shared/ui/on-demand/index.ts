export { type OnDemandComponent, onDemand } from './on-demand';
