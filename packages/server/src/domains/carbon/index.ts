/** The carbon domain's public module (issue 13): what other domains may use. */
export { vehicleFactor } from './vehicle-factor';
