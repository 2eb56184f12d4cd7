// The name under which the Cron Trigger's runs are recorded (platform_cron_runs), read back by
// the operators' health endpoint.
export const SCHEDULED_JOB = 'scheduled';
