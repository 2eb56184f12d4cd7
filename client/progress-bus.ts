// The progress bus lives with the ProgressBar island, which routes the page's fetches through it.
export * from '../src/ui/islands/progress-bus.ts';
