import { StorageUploadError } from '@admission/domain';
import { describe, expect, it } from 'vitest';
import { aCandidateFile, aToken, tokenSource } from '../testing/builders';
import { unusedUrl, useTestServer, type RecordedRequest } from '../testing/test-server';
import { storageRefusalOf, SupabaseDocumentStorage } from './supabase-document-storage';

const server = useTestServer({ status: 200, body: { Id: 'b3c1', Key: 'candidate-documents/x' } });

const storage = (token: string | null = aToken(), supabaseUrl = server.url) =>
  new SupabaseDocumentStorage({ supabaseUrl, anonKey: 'anon-key', bucket: 'candidate-documents', tokens: tokenSource(token) });
const path = 'documents/user-1/passport/1763631000000_passport.pdf';

function formOf(request: RecordedRequest): Promise<FormData> {
  return new Response(new Uint8Array(request.body), { headers: { 'content-type': String(request.headers['content-type']) } }).formData();
}

describe('SupabaseDocumentStorage', () => {
  it('posts the file to the bucket path, as storage-js does, without overwriting', async () => {
    const file = aCandidateFile();
    expect(await storage(aToken('jane')).upload({ path, file, contentType: 'application/pdf' })).toEqual({ path });
    const request = server.requests[0];
    expect(request).toMatchObject({ method: 'POST', url: `/storage/v1/object/candidate-documents/${path}` });
    expect(request?.headers).toMatchObject({ authorization: `Bearer ${aToken('jane')}`, apikey: 'anon-key', 'x-upsert': 'false' });
    const form = await formOf(request as RecordedRequest);
    expect(form.get('cacheControl')).toBe('3600');
    const sent = form.get('');
    expect(sent).toBeInstanceOf(Blob);
    expect((sent as File).type).toBe('application/pdf');
    expect(new Uint8Array(await (sent as Blob).arrayBuffer())).toEqual(await file.readHead(file.size));
  });

  it('reports progress while the bytes travel, ending at 1', async () => {
    const bytes = new Uint8Array(512 * 1024).fill(7);
    const fractions: number[] = [];
    await storage().upload({ path, file: aCandidateFile({ bytes }), contentType: 'application/pdf', onProgress: (f) => fractions.push(f) });
    expect(fractions.length).toBeGreaterThan(1);
    expect(fractions.at(-1)).toBe(1);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
  });

  it("fails with UNAUTHENTICATED 'User not authenticated' without a session, sending nothing", async () => {
    await expect(storage(null).upload({ path, file: aCandidateFile(), contentType: 'application/pdf' })).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'User not authenticated',
    });
    expect(server.requests).toHaveLength(0);
  });

  it("rejects a refusal with its reason, keeping the server's words in the message for the log", async () => {
    server.answer({ status: 400, body: { statusCode: '409', code: 'KeyAlreadyExists', error: 'Duplicate', message: 'The resource already exists' } });
    const refused = storage().upload({ path, file: aCandidateFile(), contentType: 'application/pdf' });
    await expect(refused).rejects.toBeInstanceOf(StorageUploadError);
    await expect(refused).rejects.toMatchObject({
      code: 'STORAGE_UPLOAD_FAILED',
      refusal: 'ALREADY_EXISTS',
      status: 400,
      message: 'Storage upload failed: The resource already exists',
    });
  });

  it.each([
    [{ statusCode: '413', code: 'EntityTooLarge', message: 'The object exceeded the maximum allowed size' }, 400, 'FILE_TOO_LARGE'],
    [{ statusCode: '415', code: 'InvalidMimeType', message: 'mime type text/plain is not supported' }, 400, 'FILE_TYPE_NOT_ALLOWED'],
    [{ statusCode: '403', code: 'AccessDenied', message: 'new row violates row-level security policy' }, 400, 'NOT_ALLOWED'],
    [{ statusCode: '400', code: 'InvalidKey', message: 'Invalid key: documents/x' }, 400, 'INVALID_NAME'],
    [{ statusCode: '404', code: 'NoSuchBucket', message: 'Bucket not found' }, 400, 'UNAVAILABLE'],
    // An older server, without `code`: its statusCode decides.
    [{ statusCode: '409', error: 'Duplicate', message: 'The resource already exists' }, 400, 'ALREADY_EXISTS'],
    [{ statusCode: '413', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' }, 400, 'FILE_TOO_LARGE'],
    [{ statusCode: '415', error: 'invalid_mime_type', message: 'mime type not supported' }, 400, 'FILE_TYPE_NOT_ALLOWED'],
    // No Storage body at all: a proxy's 413, a gateway's 502, anything else.
    ['<html>Request Entity Too Large</html>', 413, 'FILE_TOO_LARGE'],
    [null, 502, 'UNAVAILABLE'],
    [{ statusCode: '400', code: 'SomethingNew', message: '?' }, 400, 'UNKNOWN'],
  ])('reads %j (HTTP %i) as %s: code first, then statusCode', (body, httpStatus, refusal) => {
    expect(storageRefusalOf(body, httpStatus)).toBe(refusal);
  });

  it('rejects a transport failure as UNAVAILABLE', async () => {
    const offline = storage(aToken(), await unusedUrl());
    await expect(offline.upload({ path, file: aCandidateFile(), contentType: 'application/pdf' })).rejects.toMatchObject({
      code: 'STORAGE_UPLOAD_FAILED',
      refusal: 'UNAVAILABLE',
      message: expect.stringMatching(/^Storage upload failed: /) as unknown,
    });
  });

  it('accepts raw bytes as the body', async () => {
    const bytes = new TextEncoder().encode('%PDF-1.4');
    await storage().upload({ path, file: aCandidateFile({ body: bytes }), contentType: 'application/pdf' });
    const form = await formOf(server.requests[0] as RecordedRequest);
    expect(await (form.get('') as Blob).text()).toBe('%PDF-1.4');
  });
});
