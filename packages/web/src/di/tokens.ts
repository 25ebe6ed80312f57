// The names the container binds. Each stands for one port of @admission/domain (or a piece of config).
export const TOKENS = {
  AppConfig: Symbol.for('AppConfig'),
  SupabaseClientLoader: Symbol.for('SupabaseClientLoader'),
  SessionHint: Symbol.for('SessionHint'),
  AccessTokenSource: Symbol.for('AccessTokenSource'),
  UsersApi: Symbol.for('UsersApi'),
  QuizApi: Symbol.for('QuizApi'),
  DealsApi: Symbol.for('DealsApi'),
  DocumentsApi: Symbol.for('DocumentsApi'),
  AdminApi: Symbol.for('AdminApi'),
  WorkflowApi: Symbol.for('WorkflowApi'),
  ReviewApi: Symbol.for('ReviewApi'),
  AuthGateway: Symbol.for('AuthGateway'),
  DocumentStorage: Symbol.for('DocumentStorage'),
  ImageProbe: Symbol.for('ImageProbe'),
  Clock: Symbol.for('Clock'),
  Services: Symbol.for('Services'),
} as const;
