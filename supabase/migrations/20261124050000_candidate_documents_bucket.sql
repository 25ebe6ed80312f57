-- The private bucket for candidate documents, and who may write in it.
--
-- The portal uploads each file once, straight from the candidate's browser, to
--   documents/{the candidate's user id}/{document type}/{timestamp}_{sanitised name}
-- and never overwrites it. Everything else goes through the product API with the service role (which
-- bypasses these policies): the document record, downloads (signed URLs), deletion and the staff's views.
--
-- The local backend (packages/local-backend) applies this file to its own database and runs every storage
-- call under it, so what is tested locally is what is deployed.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values (
  'candidate-documents',
  'candidate-documents',
  false,
  2097152,
  array['application/pdf', 'image/jpeg', 'image/png']
)
on conflict (id) do update set
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- A signed-in candidate may create an object only in their own folder, at the depth the portal writes.
-- There is deliberately no SELECT, UPDATE or DELETE policy: with row-level security on, nobody but the
-- service role may list, read, overwrite (upsert needs UPDATE and SELECT) or delete an object, their own
-- included. The anon role has no policy at all.
create policy "candidates create documents in their own folder"
on storage.objects
for insert
to authenticated
with check (
  bucket_id = 'candidate-documents'
  and array_length(storage.foldername(name), 1) = 3
  and (storage.foldername(name))[1] = 'documents'
  and (storage.foldername(name))[2] = (select auth.uid()::text)
);
