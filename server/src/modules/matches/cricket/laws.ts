// The Laws as they bear on one delivery live in shared/deciders, one copy for the server and the pad.
export * from '../../../../../shared/deciders/cricket/laws.js';
