export { search } from './sim/hooks';
