import { describe, expect, it } from 'vitest';
import { aCandidateFile, aToken, tokenSource } from '../testing/builders';
import { unusedUrl, useTestServer, type RecordedRequest } from '../testing/test-server';
import { SupabaseDocumentStorage } from './supabase-document-storage';

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

  it("maps a refusal to STORAGE_UPLOAD_FAILED 'Storage upload failed: {message}'", async () => {
    server.answer({ status: 400, body: { statusCode: '409', error: 'Duplicate', message: 'The resource already exists' } });
    await expect(storage().upload({ path, file: aCandidateFile(), contentType: 'application/pdf' })).rejects.toMatchObject({
      code: 'STORAGE_UPLOAD_FAILED',
      status: 400,
      message: 'Storage upload failed: The resource already exists',
    });
  });

  it('maps a transport failure to STORAGE_UPLOAD_FAILED', async () => {
    const offline = storage(aToken(), await unusedUrl());
    await expect(offline.upload({ path, file: aCandidateFile(), contentType: 'application/pdf' })).rejects.toMatchObject({
      code: 'STORAGE_UPLOAD_FAILED',
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
