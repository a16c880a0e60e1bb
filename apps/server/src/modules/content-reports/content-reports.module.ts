import type { AppModule } from '../../platform/module';

/**
 * Reports of content, shared by every reportable kind. Each content module offers its own report route
 * (it knows whether the item exists and who wrote it) and calls `fileReport`; the admin console decides them.
 */
export const contentReportsModule: AppModule = { name: 'content-reports' };

export { closeReportsOf, fileReport, type ReportTarget } from './content-reports.service';
export { registerReportRoute } from './report-route';
