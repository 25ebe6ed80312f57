-- The few pieces of a Supabase project that ../../../../supabase/migrations relies on, made here so that the
-- local backend can apply those migrations to its own database (PGlite or PostgreSQL) and run storage calls
-- under them. Each piece behaves as Supabase's does; none is copied from it. Safe to run on every start.

-- The roles a Supabase request runs as. Roles belong to the cluster, not the database: two test databases
-- on one server may create them at the same moment, hence the handler.
do $$
declare
  wanted text;
begin
  foreach wanted in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select 1 from pg_roles where rolname = wanted) then
      begin
        execute format('create role %I nologin noinherit%s', wanted, case when wanted = 'service_role' then ' bypassrls' else '' end);
      exception when duplicate_object or unique_violation then
        null;
      end;
    end if;
  end loop;
end
$$;

-- auth.uid() and friends read the verified token's claims, which the server sets for the transaction
-- (set_config('request.jwt.claims', ..., true)), as PostgREST and Storage do.
create schema if not exists auth;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select nullif(coalesce(current_setting('request.jwt.claim.sub', true), auth.jwt() ->> 'sub'), '')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select nullif(coalesce(current_setting('request.jwt.claim.role', true), auth.jwt() ->> 'role'), '')
$$;

grant usage on schema auth to anon, authenticated, service_role;

-- Storage's two tables with the columns the migrations and the server use, and its path helpers.
create schema if not exists storage;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  public boolean not null default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text not null references storage.buckets (id),
  name text not null,
  owner_id text,
  -- As Storage keeps it: mimetype, size, cacheControl, lastModified.
  metadata jsonb,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  last_accessed_at timestamptz default now()
);

-- Databases made before the column was (list answers it).
alter table storage.objects add column if not exists last_accessed_at timestamptz default now();

create unique index if not exists bucketid_objname on storage.objects (bucket_id, name);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- The folders of a key, outermost first: 'documents/u/cv/x.pdf' gives {documents,u,cv}.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select (parts)[1 : cardinality(parts) - 1] from string_to_array(name, '/') as parts
$$;

-- The last segment of a key: 'documents/u/cv/x.pdf' gives x.pdf.
create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select (parts)[cardinality(parts)] from string_to_array(name, '/') as parts
$$;

grant usage on schema storage to anon, authenticated, service_role;
grant select, insert, update, delete on storage.buckets, storage.objects to anon, authenticated, service_role;

-- Which files of supabase/migrations this database has had, as the Supabase CLI records them.
create schema if not exists supabase_migrations;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text not null,
  applied_at timestamptz not null default now()
);
