// The toss, XIs, officials, powerplays and player of the match live with the laws in shared/deciders.
export * from '../../../../../shared/deciders/cricket/match-sheet.js';
