// GET /admin/applications/export: every application the /admin search and filter match, in the list's
// sort, as a CSV file streamed batch by batch (a spreadsheet-safe file: domain/workflow/csv-export.ts).
import { Readable } from 'node:stream';
import { CSV_BOM, exportApplicationLine, exportFileName, exportHeaderLine, parseAdminSort, type AdminDocumentsFilter, type AdminSort, type AdminStatusFilter, type BrandLanguage } from '@admission/domain';
import { CSV_EXPORT_WORDING } from '@admission/wording';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nowDate, type BackendContext } from '../context';
import { requireStaff } from '../http/current-user';
import { ADMIN_FILTER_SORT_PROPERTIES, adminListRows, adminListWhere } from './admin-list-query';

/** Rows read a query: small enough that the database never holds the whole list at once. */
export const EXPORT_BATCH_SIZE = 500;

interface ExportQuery {
  status: AdminStatusFilter;
  search?: string;
  sort?: string;
  dir?: string;
  documents?: AdminDocumentsFilter;
  lang?: BrandLanguage;
}

async function* csvLines(context: BackendContext, where: SQL | undefined, sort: AdminSort, language: BrandLanguage): AsyncGenerator<string> {
  const words = CSV_EXPORT_WORDING[language];
  yield CSV_BOM + exportHeaderLine(words);
  for (let skip = 0; ; skip += EXPORT_BATCH_SIZE) {
    const items = await adminListRows(context, where, sort, skip, EXPORT_BATCH_SIZE);
    if (items.length > 0) yield items.map((item) => exportApplicationLine(item, words)).join('');
    if (items.length < EXPORT_BATCH_SIZE) return;
  }
}

export function registerAdminExportRoutes(app: FastifyInstance, context: BackendContext): void {
  app.get<{ Querystring: ExportQuery }>(
    '/admin/applications/export',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...ADMIN_FILTER_SORT_PROPERTIES, lang: { type: 'string', enum: ['en', 'fr'] } },
        },
      },
    },
    async (request, reply) => {
      const staff = await requireStaff(context, request);
      // The headers and statuses in the `lang` asked for, else in the staff member's own language.
      const language: BrandLanguage = request.query.lang ?? (staff.language === 'fr' ? 'fr' : 'en');
      const where = adminListWhere({ status: request.query.status, search: request.query.search?.trim() ?? '', documents: request.query.documents });
      const sort = parseAdminSort(request.query.sort, request.query.dir);
      return reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="${exportFileName(nowDate(context))}"`)
        .header('Cache-Control', 'no-store')
        .send(Readable.from(csvLines(context, where, sort, language)));
    },
  );
}
