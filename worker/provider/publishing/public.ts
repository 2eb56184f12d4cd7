// What the publishing module offers the rest of the Worker: schedules falling due before a
// request reads anything (worker/site/site-middleware.ts), the cron's bookkeeping, and what a
// shared preview link shows (worker/pages/publishing/preview.routes.tsx).
export { applyAllDueSchedules, applyDueChanges } from './schedule.service';
export { openPreview, PREVIEW_PATH } from './preview-link.service';
export type { PreviewView } from './content-adapter';
