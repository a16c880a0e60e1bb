import type { AppModule } from '../../platform/module';

export const contentReportsModule: AppModule = { name: 'content-reports' };

export { closeReportsOf, fileReport, type ReportTarget } from './content-reports.service';
export { registerReportRoute } from './report-route';
