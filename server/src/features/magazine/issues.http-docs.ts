import type { ExtraOperation } from '../../http/openapi.ts';

const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };

export const issueFileDocs: ExtraOperation[] = [
  {
    method: 'get',
    path: '/issues/{id}/pdf',
    operation: {
      operationId: 'content.issuePdf',
      summary:
        "An issue's PDF (application/pdf, Content-Disposition inline; with ?download=1 attachment). Members-only issues need a session: the Authorization header, or the site's hc_session cookie when the browser opens it",
      tags: ['content'],
      security: [{}, { bearerAuth: [] }],
      parameters: [
        idParam,
        { name: 'download', in: 'query', required: false, schema: { type: 'string' } },
      ],
      responses: {
        '200': { description: 'The PDF', content: { 'application/pdf': {} } },
        '401': { $ref: '#/components/responses/E401' },
        '404': { $ref: '#/components/responses/E404' },
      },
    },
  },
];

const upload = (field: string, summary: string, operationId: string): ExtraOperation => ({
  method: 'post',
  path: `/admin/issues/{id}/${field}`,
  operation: {
    operationId,
    summary,
    tags: ['admin'],
    security: [{ bearerAuth: [] }],
    parameters: [idParam],
    requestBody: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: {
            type: 'object',
            properties: { [field]: { type: 'string', format: 'binary' } },
            required: [field],
          },
        },
      },
    },
    responses: {
      '200': { description: 'The issue with its new file' },
      '401': { $ref: '#/components/responses/E401' },
      '403': { $ref: '#/components/responses/E403' },
      '404': { $ref: '#/components/responses/E404' },
      '413': { description: 'File too large' },
      '415': { description: 'Not an accepted file (judged by its content)' },
    },
  },
});

export const issueUploadDocs: ExtraOperation[] = [
  upload(
    'pdf',
    "Upload an issue's PDF (multipart field pdf, up to 50 MB): checked by its content (%PDF-, read by pdf-lib), its page count read from it",
    'admin.issues.uploadPdf',
  ),
  upload(
    'cover',
    "Upload an issue's cover (multipart field cover: JPEG, PNG or WebP; re-encoded, metadata stripped)",
    'admin.issues.uploadCover',
  ),
];
