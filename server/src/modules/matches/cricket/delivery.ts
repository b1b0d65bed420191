// The events of a cricket match live with the laws in shared/deciders, where the phone's pad reads them too.
export * from '../../../../../shared/deciders/cricket/delivery.js';
