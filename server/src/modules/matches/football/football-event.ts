// Football's events live with its laws in shared/deciders.
export * from '../../../../../shared/deciders/football/football-event.js';
