// The adapters of the domain's ports: axios for the product API, Supabase for auth and storage,
// the browser for image decoding. supabase-js is only imported lazily (see lazySupabaseClient).
export { API_ROUTES, fillPathTemplate, routePath, routePattern, type ApiRoute, type ApiRouteName, type HttpMethod } from './http/api-routes';
export { ApiHttpClient, type ApiHttpClientConfig } from './http/api-http-client';
export { earlyAnswerData, type EarlyAnswer, type EarlyAnswers } from './http/early-answers';
export { DASHBOARD_FIRST_READS, DOCUMENTS_FIRST_READS, PAGE_FIRST_READS, type FirstReads } from './http/first-reads';
export { HttpUsersApi } from './http/http-users-api';
export { HttpQuizApi } from './http/http-quiz-api';
export { HttpDealsApi } from './http/http-deals-api';
export { HttpDocumentsApi } from './http/http-documents-api';
export { HttpAdminApi } from './http/http-admin-api';
export { HttpWorkflowApi } from './http/http-workflow-api';
export { HttpReviewApi } from './http/http-review-api';
export { HttpInterviewApi } from './http/http-interview-api';
export { createHttpProductApi, type HttpProductApi } from './http/http-product-api';
export {
  lazySupabaseClient,
  supabaseClientLoader,
  type SupabaseClientLoader,
  type SupabaseClientSource,
  type SupabaseConfig,
} from './supabase/supabase-client';
export { SupabaseAuthGateway, type SupabaseAuthGatewayDeps } from './supabase/supabase-auth-gateway';
export { SupabaseAccessTokenSource } from './supabase/supabase-access-token-source';
export {
  STORED_SESSION_MARGIN_SECONDS,
  StoredSessionTokenSource,
  readStoredSession,
  supabaseStorageKey,
} from './supabase/stored-session';
export { SupabaseDocumentStorage, type SupabaseDocumentStorageConfig } from './supabase/supabase-document-storage';
export {
  BrowserImageProbe,
  defaultBrowserImageDecoder,
  imageBitmapDecoder,
  imageElementDecoder,
  type BrowserImageProbeDeps,
  type ImageDecoder,
} from './browser/browser-image-probe';
export { PROVIDER_STATES, type ProviderStateName } from './pact/provider-states';
